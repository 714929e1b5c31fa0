/** An error the client caused; its message is shown to the caller as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const notFound = (message: string) => new HttpError(404, message)
export const badRequest = (message: string) => new HttpError(400, message)
