import { describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache.ts'

const response = (body: string) => ({ body, etag: 'W/"x"', headers: {} })

/** A 100-byte entry under `key`. */
const put = (cache: ResponseCache, key: string) =>
  cache.set(key, response('x'.repeat(100)), 'everything', 0)

/** Seven more 100-byte entries, past an 800-byte budget; then which of /a and /b are left. */
function leftAfterFilling(cache: ResponseCache): string[] {
  for (let index = 0; index < 7; index++) put(cache, `/c${index}`)
  return ['/a', '/b'].filter((key) => cache.get(key, 0) !== undefined)
}

describe('ResponseCache', () => {
  it('serves an entry until it expires', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxBytes: 1000 })
    cache.set('/a', response('{}'), 'everything', 0)
    expect(cache.get('/a', 999)?.body).toBe('{}')
    expect(cache.get('/a', 1000)).toBeUndefined()
  })

  it('drops the least recently used entries beyond its byte budget', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxBytes: 800 })
    put(cache, '/a')
    put(cache, '/b')
    cache.get('/a', 0)
    expect(leftAfterFilling(cache)).toEqual(['/a'])
  })

  it('keeps the order of use when one entry is read again and again', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxBytes: 800 })
    put(cache, '/a')
    cache.get('/a', 0)
    cache.get('/a', 0)
    put(cache, '/b')
    cache.get('/a', 0)
    expect(leftAfterFilling(cache)).toEqual(['/a'])
  })

  it('empties on clear', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxBytes: 1000 })
    cache.set('/a', response('{}'))
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('drops on a write only what could hold the products it touched', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxBytes: 10_000 })
    const fill = () => {
      cache.set('details 1', response('1'), { ids: [1], listing: false })
      cache.set('details 2', response('2'), { ids: [2], listing: false })
      cache.set('search', response('s'), { ids: [1, 3], listing: true })
      cache.set('categories', response('c'), 'catalog')
      cache.set('untagged', response('u'))
    }
    const kept = () =>
      ['details 1', 'details 2', 'search', 'categories', 'untagged'].filter((key) => cache.get(key))

    fill()
    cache.apply({ kind: 'reviews', ids: [1] })
    expect(kept()).toEqual(['details 2', 'categories'])

    fill()
    cache.apply({ kind: 'reviews', ids: [3] })
    expect(kept()).toEqual(['details 1', 'details 2', 'categories'])

    fill()
    cache.apply({ kind: 'products', ids: [2] })
    expect(kept()).toEqual(['details 1', 'categories'])

    fill()
    cache.apply({ kind: 'bulk' })
    expect(kept()).toEqual([])
  })

  it('counts the changes it applied', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxBytes: 1000 })
    const before = cache.epoch
    cache.apply({ kind: 'reviews', ids: [9] })
    expect(cache.epoch).toBe(before + 1)
  })
})
