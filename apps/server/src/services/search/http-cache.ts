import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { CachedResponse, ResponseCache } from './response-cache.ts'

export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

/** Smaller bodies go out as they are, as @fastify/compress's threshold does. */
const COMPRESS_FROM_BYTES = 1024

/** Headers a cached response carries besides its body. */
const KEPT_HEADERS = ['x-total-count']

/**
 * HTTP caching for the catalogue reads of this plugin context: a weak ETag from a hash of
 * the body, Cache-Control, 304 for a matching If-None-Match, and the server-side response
 * cache in front of the handlers, which also keeps the gzipped body so a repeated request
 * is neither recomputed nor recompressed. Only successful GETs are cached.
 */
export function useHttpCache(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return
    const hit = cache.get(request.url)
    if (!hit) return
    reply.header('x-cache', 'hit')
    for (const [name, value] of Object.entries(hit.headers)) reply.header(name, value)
    return send(request, reply, hit)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload
    }
    if (reply.getHeader('x-cache') === 'hit') return payload
    const headers: Record<string, string> = {}
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name)
      if (value !== undefined) headers[name] = String(value)
    }
    const entry: CachedResponse = { body: payload, etag: etagOf(payload), headers }
    cache.set(request.url, entry)
    const { status, body } = representation(request, reply, entry)
    reply.code(status)
    return body
  })
}

function send(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  const { status, body } = representation(request, reply, entry)
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}

/** Sets the caching headers and picks what to send: nothing (304), gzip, or the JSON text. */
function representation(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  reply.header('etag', entry.etag).header('cache-control', CATALOG_CACHE_CONTROL)
  reply.header('vary', 'accept-encoding')
  if (matches(request.headers['if-none-match'], entry.etag)) return { status: 304, body: '' }
  if (entry.body.length < COMPRESS_FROM_BYTES || !acceptsGzip(request.headers['accept-encoding'])) {
    return { status: 200, body: entry.body }
  }
  entry.gzip ??= gzipSync(entry.body)
  // Marked as encoded, so @fastify/compress leaves it alone.
  reply.header('content-encoding', 'gzip')
  return { status: 200, body: entry.gzip }
}

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/** If-None-Match uses weak comparison: `W/"x"` and `"x"` match, and so does `*`. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/** True when gzip is listed without `q=0` (or `*` is). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    return (coding === 'gzip' || coding === '*') && !refused
  })
}
