import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cacheKey, memoizedCacheKey } from './cache-key.ts'

/** A GET of `/api/search` as the router hands it over, with a query schema that counts its parses. */
function searchRoute() {
  const schema = z.object({ q: z.string(), page: z.coerce.number().default(1) })
  let parses = 0
  const querystring = {
    safeParse(input: unknown) {
      parses++
      return schema.safeParse(input)
    },
  }
  const request = (url: string) =>
    ({
      url,
      params: {},
      query: Object.fromEntries(new URL(url, 'http://store').searchParams),
      routeOptions: { url: '/api/search', schema: { querystring } },
    }) as unknown as FastifyRequest
  return { request, parses: () => parses }
}

describe('cacheKey', () => {
  it('gives addresses that parse alike one key, and none to one that does not parse', () => {
    const { request } = searchRoute()
    expect(cacheKey(request('/api/search?q=oil&page=1&_cb=7'))).toBe(
      cacheKey(request('/api/search?q=oil')),
    )
    expect(cacheKey(request('/api/search?page=2'))).toBeUndefined()
  })
})

describe('memoizedCacheKey', () => {
  it('parses an address once however often it is asked', () => {
    const { request, parses } = searchRoute()
    const keyOf = memoizedCacheKey()
    const first = keyOf(request('/api/search?q=oil'))
    for (let index = 0; index < 10; index++) keyOf(request('/api/search?q=oil'))
    expect(keyOf(request('/api/search?q=oil'))).toBe(first)
    expect(keyOf(request('/api/search?page=2'))).toBeUndefined()
    expect(keyOf(request('/api/search?page=2'))).toBeUndefined()
    expect(parses()).toBe(2)
  })

  it('remembers a bounded number of short addresses, forgetting the oldest first', () => {
    const { request, parses } = searchRoute()
    const keyOf = memoizedCacheKey()
    keyOf(request('/api/search?q=first'))
    for (let index = 0; index < 4096; index++) keyOf(request(`/api/search?q=new${index}`))
    const before = parses()
    keyOf(request('/api/search?q=first'))
    keyOf(request('/api/search?q=new4095'))
    expect(parses() - before).toBe(1)

    const long = `/api/search?q=${'a'.repeat(600)}`
    keyOf(request(long))
    keyOf(request(long))
    expect(parses() - before).toBe(3)
  })
})
