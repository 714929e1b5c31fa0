import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.ts'

describe('securityHeaders', () => {
  it("computes helmet's headers with our content security policy", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
    })
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(headers['x-powered-by']).toBeUndefined()
  })
})
