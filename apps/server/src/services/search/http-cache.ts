import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { memoizedCacheKey } from './cache-key.ts'
import type { CachedResponse, CacheTag, ResponseCache } from './response-cache.ts'

export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

/** Smaller bodies go out as they are, as @fastify/compress's threshold does. */
const COMPRESS_FROM_BYTES = 1024

/** Headers a cached response carries besides its body. */
const KEPT_HEADERS = ['x-total-count']

/** One computation in progress for a key; followers wait for its response. */
interface Flight {
  key: string
  /** The cache's epoch when it started: a change since makes its answer unsafe to keep. */
  epoch: number
  done: Promise<CachedResponse | undefined>
  settle(entry: CachedResponse | undefined): void
}

const flights = new WeakMap<FastifyRequest, Flight>()
const tags = new WeakMap<FastifyRequest, CacheTag>()

/** Says what the response being computed depends on, so a write drops only what it must. */
export function tagResponse(request: FastifyRequest, tag: CacheTag): void {
  tags.set(request, tag)
}

/**
 * HTTP caching for the catalogue reads of this plugin context: a weak ETag from a hash of
 * the body, Cache-Control, 304 for a matching If-None-Match, and the server-side response
 * cache in front of the handlers, keyed by the parsed request (cache-key.ts) and keeping
 * the gzipped body, so a repeated request is neither recomputed nor recompressed. Concurrent
 * misses for one key are computed once: the first runs the handler, the rest wait for its
 * answer (after a write, 50 clients on one URL cost one search, not 50). Only successful
 * GETs are cached.
 */
export function useHttpCache(app: FastifyInstance, cache: ResponseCache): void {
  const inFlight = new Map<string, Flight>()
  const cacheKey = memoizedCacheKey()

  /**
   * After a cache miss: answers from a computation in progress, or starts one; true when the
   * request was answered.
   */
  async function shareOrLead(request: FastifyRequest, reply: FastifyReply, key: string) {
    for (let running = inFlight.get(key); running; running = inFlight.get(key)) {
      const shared = await running.done
      if (shared) {
        send(request, reply, shared, 'shared')
        return true
      }
      // Its answer was unsafe to share (a change arrived meanwhile): look again.
      const hit = cache.get(key)
      if (hit) {
        send(request, reply, hit, 'hit')
        return true
      }
    }
    let settle: Flight['settle'] = () => {}
    const done = new Promise<CachedResponse | undefined>((resolve) => {
      settle = resolve
    })
    const flight: Flight = {
      key,
      epoch: cache.epoch,
      done,
      settle: (entry) => {
        if (inFlight.get(key) === flight) inFlight.delete(key)
        settle(entry)
      },
    }
    inFlight.set(key, flight)
    flights.set(request, flight)
    return false
  }

  // Callback hooks, not async ones: a cached read is answered without a promise per hook.
  app.addHook('onRequest', (request, reply, done) => {
    const key = request.method === 'GET' ? cacheKey(request) : undefined
    if (key === undefined) return done()
    const hit = cache.get(key)
    if (hit) {
      send(request, reply, hit, 'hit')
      return
    }
    shareOrLead(request, reply, key).then((answered) => answered || done(), done)
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    const flight = flights.get(request)
    if (!flight || reply.statusCode !== 200 || typeof payload !== 'string') {
      flight?.settle(undefined)
      return done(null, payload)
    }
    const headers: Record<string, string> = {}
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name)
      if (value !== undefined) headers[name] = String(value)
    }
    const entry: CachedResponse = { body: payload, etag: etagOf(payload), headers }
    const current = flight.epoch === cache.epoch
    if (current) cache.set(flight.key, entry, tags.get(request))
    flight.settle(current ? entry : undefined)
    const { status, body } = representation(request, reply, entry)
    reply.code(status)
    done(null, body)
  })

  // A request that failed or was abandoned before onSend must not leave its followers waiting.
  const release = (request: FastifyRequest) => flights.get(request)?.settle(undefined)
  app.addHook('onResponse', (request, _reply, done) => {
    release(request)
    done()
  })
  app.addHook('onRequestAbort', (request, done) => {
    release(request)
    done()
  })
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  how: 'hit' | 'shared',
) {
  reply.header('x-cache', how)
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value)
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

/** A weak validator of a cached body: its SHA-1, as the cache's answers and the SEO files send it. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/** If-None-Match uses weak comparison: `W/"x"` and `"x"` match, and so does `*`. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/**
 * Answers for the Accept-Encoding values seen (browsers of a kind all send the same one): the
 * first 64 values of at most 200 characters are kept, the rest are read each time.
 */
const gzipAnswers = new Map<string, boolean>()
const GZIP_ANSWERS_KEPT = 64
const GZIP_ANSWER_KEY_CHARS = 200

/** True when gzip is listed without `q=0` (or `*` is). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false
  let answer = gzipAnswers.get(acceptEncoding)
  if (answer === undefined) {
    answer = listsGzip(acceptEncoding)
    if (gzipAnswers.size < GZIP_ANSWERS_KEPT && acceptEncoding.length <= GZIP_ANSWER_KEY_CHARS) {
      gzipAnswers.set(acceptEncoding, answer)
    }
  }
  return answer
}

function listsGzip(acceptEncoding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    return (coding === 'gzip' || coding === '*') && !refused
  })
}
