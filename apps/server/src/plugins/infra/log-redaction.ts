import type { FastifyRequest } from 'fastify'

/**
 * What the log keeps of a request: its method and path. The query string is left out: it
 * can hold an email (GET /api/discounts?userEmail=…) and the log is no place for one.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  }
}

/** What describes a failure without quoting what the customer sent (PostgreSQL's own fields). */
const DESCRIBING_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'table',
  'column',
  'constraint',
]

/**
 * An error as the log may keep it. A failed query's message lists its parameters (a contact
 * message, an email, a name) and PostgreSQL's `detail` quotes the offending values: the log
 * keeps the query with its placeholders, the error's kind and where it came from, never those.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error }
  const fields = error as Error & Record<string, unknown>
  // Drizzle's failed query ends its message with "params: <every value sent>".
  const message = error.message.replace(/\nparams: [\s\S]*$/, '')
  return {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(error.message, message),
    ...Object.fromEntries(
      DESCRIBING_FIELDS.filter((name) => fields[name] !== undefined).map((name) => [
        name,
        fields[name],
      ]),
    ),
    ...(error.cause !== undefined && depth < 3
      ? { cause: loggableError(error.cause, depth + 1) }
      : {}),
  }
}
