import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../../http-error.ts'
import { loggableError } from './log-redaction.ts'

/** Turns a validation failure into "field: problem" sentences a person can act on. */
function describeValidation(error: FastifyError): string {
  const issues = error.validation ?? []
  if (issues.length === 0) return error.message
  return issues
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
      return `${field || error.validationContext || 'request'}: ${issue.message}`
    })
    .join('; ')
}

function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message }
}

/** One error handler and one JSON error shape, `{statusCode, error, message}`, for the whole API. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const statusCode =
        error.validation !== undefined
          ? 400
          : (error.statusCode ?? 500) >= 400
            ? (error.statusCode ?? 500)
            : 500
      // An HttpError is a designed answer (e.g. 503 "full, try later"): its message stands.
      if (statusCode >= 500 && !(error instanceof HttpError)) {
        // The route's pattern, not its URL: a query string can hold an email.
        const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`
        request.log.error({ error: loggableError(error), route }, 'request failed')
        return reply
          .status(statusCode)
          .send(errorBody(statusCode, 'Something went wrong on our side. Please try again.'))
      }
      if (error instanceof HttpError) reply.headers(error.headers)
      const message = error.validation !== undefined ? describeValidation(error) : error.message
      if (statusCode >= 500) request.log.warn({ statusCode }, message)
      return reply.status(statusCode).send(errorBody(statusCode, message))
    })
  },
  { name: 'errors' },
)

export { errorBody }
