import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from './errors.ts'
import { loggableError } from './log-redaction.ts'

/** What each refusal Fastify makes before any route runs tells the caller. */
const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address has a broken %-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
  HPE_HEADER_OVERFLOW: 'The request headers (or its address) are too large',
  ERR_HTTP_REQUEST_TIMEOUT: 'The request took too long to arrive',
}

/**
 * Fastify answers a broken URL or an over-long path parameter itself, before the routing
 * that would give the request the store's hooks and error handler: these answers get the
 * store's JSON error shape and security headers here instead.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode ?? 500
  if (statusCode >= 500)
    request.log.error({ error: loggableError(error) }, 'request failed before routing')
  const message =
    statusCode >= 500
      ? 'Something went wrong on our side. Please try again.'
      : (MESSAGES[error.code] ?? 'The request is not valid')
  return reply
    .headers(request.server.securityHeaders)
    .status(statusCode)
    .send(errorBody(statusCode, message))
}

const statusOfClientError = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400

/**
 * Node's HTTP parser refuses some requests (headers over 16 KB, malformed HTTP, a request
 * that never finished) with no request object at all: the answer is written to the socket.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  if (socket.writable) {
    const statusCode = statusOfClientError(error.code)
    const body = JSON.stringify(
      errorBody(statusCode, MESSAGES[error.code ?? ''] ?? 'The request is not valid HTTP'),
    )
    const headers = {
      ...this.securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${head.join('')}\r\n${body}`,
    )
  }
  socket.destroy(error)
}
