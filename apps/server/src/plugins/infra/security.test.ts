import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Config } from '../../config/config.ts'
import security from './security.ts'

async function policyWith(storage: Partial<Config>): Promise<string> {
  const app = Fastify()
  const config = { identity: { kind: 'local' }, ...storage } as unknown as Config
  await app.register(security, { config })
  app.get('/', async () => 'ok')
  const answer = await app.inject('/')
  await app.close()
  return String(answer.headers['content-security-policy'])
}

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
