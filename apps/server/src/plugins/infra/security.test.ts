import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Config } from '../../config/config.ts'
import security from './security.ts'

async function headersOf(url: string, storage: Partial<Config> = {}) {
  const app = Fastify()
  const config = { identity: { kind: 'local' }, ...storage } as unknown as Config
  await app.register(security, { config })
  app.get('/*', async () => 'ok')
  const answer = await app.inject(url)
  await app.close()
  return answer.headers
}

const policyWith = async (storage: Partial<Config>) =>
  String((await headersOf('/', storage))['content-security-policy'])

describe('the content security policy and the bucket', () => {
  it('lets the page show and play files served from an S3 bucket (the converter test’s result)', async () => {
    const csp = await policyWith({
      S3_BUCKET: 'shop',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
    })
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:9000;")
    expect(csp).toContain("media-src 'self' blob: http://127.0.0.1:9000;")
  })

  it('names no other origin when files are served by the store itself', async () => {
    const csp = await policyWith({})
    expect(csp).toContain("img-src 'self' data: blob:;")
    expect(csp).toContain("media-src 'self' blob:;")
  })
})

describe('an API answer against a page', () => {
  it("carries no page's policy: no sources, no framing, no sniffing, HSTS, same-origin reads", async () => {
    const answer = await headersOf('/api/products?limit=2')
    expect(answer['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(answer['x-content-type-options']).toBe('nosniff')
    expect(answer['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(answer['cross-origin-resource-policy']).toBe('same-origin')
    expect(answer['x-frame-options']).toBe('SAMEORIGIN')
    expect(answer['cross-origin-opener-policy']).toBeUndefined()
    expect(answer['x-dns-prefetch-control']).toBeUndefined()
  })

  it("gives the storefront's pages and the API's documentation the page policy", async () => {
    for (const url of ['/shop', '/pages/account', '/api/docs', '/api/docs/static/index.html']) {
      const page = await headersOf(url)
      expect(page['content-security-policy'], url).toContain("script-src 'self'")
      expect(page['cross-origin-opener-policy'], url).toBe('same-origin')
    }
  })
})
