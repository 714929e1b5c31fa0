import { describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache.ts'

const response = (body: string) => ({ body, etag: 'W/"x"', headers: {} })

describe('ResponseCache', () => {
  it('serves an entry until it expires', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxBytes: 1000 })
    cache.set('/a', response('{}'), 0)
    expect(cache.get('/a', 999)?.body).toBe('{}')
    expect(cache.get('/a', 1000)).toBeUndefined()
  })

  it('drops the least recently used entries beyond its byte budget', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxBytes: 800 })
    cache.set('/a', response('a'.repeat(100)), 0)
    cache.set('/b', response('b'.repeat(100)), 0)
    cache.get('/a', 0)
    for (let index = 0; index < 7; index++) cache.set(`/c${index}`, response('c'.repeat(100)), 0)
    expect(cache.get('/a', 0)).toBeDefined()
    expect(cache.get('/b', 0)).toBeUndefined()
  })

  it('empties on clear', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxBytes: 1000 })
    cache.set('/a', response('{}'))
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
