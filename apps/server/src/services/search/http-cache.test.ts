import { describe, expect, it } from 'vitest'
import { acceptsGzip } from './http-cache.ts'

describe('acceptsGzip', () => {
  it('reads gzip, a wildcard and a refusal by q=0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, *;q=0.5')).toBe(true)
    expect(acceptsGzip('gzip;q=0, identity')).toBe(false)
    expect(acceptsGzip('GZIP ; q=0.000')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })

  it('answers each value alike however many different values came before', () => {
    for (let index = 0; index < 200; index++) {
      expect(acceptsGzip(`br, x-${index}, gzip;q=0`)).toBe(false)
      expect(acceptsGzip(`br, x-${index}, gzip`)).toBe(true)
    }
    expect(acceptsGzip('br, x-1, gzip;q=0')).toBe(false)
    expect(acceptsGzip('br, x-1, gzip')).toBe(true)
  })
})
