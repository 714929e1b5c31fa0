/**
 * A failure the caller must hear about: its status and message are the answer the client
 * sees, as is, with any headers it names (e.g. retry-after). Services throw it; results are
 * for successes (docs/architecture.md, Patterns).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string | number>> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const notFound = (message: string) => new HttpError(404, message)
export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = () =>
  new HttpError(401, 'Sign in to continue: the access token is missing, invalid or expired')
