import type { FastifyRequest } from 'fastify'

interface Parser {
  safeParse(input: unknown): { success: boolean; data?: unknown }
}

/**
 * The response cache's key for a request: its route and its path and query parameters as
 * the route's own schemas parse them. Unknown parameters are dropped, defaults filled in and
 * the order is fixed, so `?page=1&q=oil&_cb=7` and `?q=oil` share one entry. Undefined when
 * the parameters do not parse: the route answers 400 and nothing is cached.
 */
export function cacheKey(request: FastifyRequest): string | undefined {
  const route = request.routeOptions
  if (route.url === undefined) return undefined
  const schema = route.schema as { params?: Parser; querystring?: Parser } | undefined
  const params = parsed(schema?.params, request.params)
  const query = parsed(schema?.querystring, request.query)
  if (params === undefined || query === undefined) return undefined
  return `${route.url} ${params} ${query}`
}

/** Addresses longer than this are keyed afresh each time rather than remembered. */
const MEMO_URL_CHARS = 512
const MEMO_ENTRIES = 4096

/**
 * `cacheKey` remembered per address: the same path and query always parse to the same key,
 * and parsing them (the route's schemas, then stable JSON) was a tenth of a cached read's
 * time. Holds at most MEMO_ENTRIES short addresses, the oldest dropped first, so a client
 * sending endless new addresses costs a bounded few megabytes.
 */
export function memoizedCacheKey(): (request: FastifyRequest) => string | undefined {
  const keys = new Map<string, string | undefined>()
  return (request) => {
    const address = request.url
    if (keys.has(address)) return keys.get(address)
    const key = cacheKey(request)
    if (address.length > MEMO_URL_CHARS) return key
    if (keys.size >= MEMO_ENTRIES) keys.delete(keys.keys().next().value as string)
    keys.set(address, key)
    return key
  }
}

/** Stable JSON of what `parser` makes of `input`; a route without a schema ignores its input. */
function parsed(parser: Parser | undefined, input: unknown): string | undefined {
  if (!parser) return '{}'
  const result = parser.safeParse(input)
  return result.success ? stableJson(result.data) : undefined
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
  return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`).join(',')}}`
}
