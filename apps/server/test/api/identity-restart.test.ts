import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/config.ts'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { bearer, signIn, tokenRequest } from '../helpers/oidc-flow.ts'
import { createTestDatabase } from '../helpers/test-database.ts'

let database: DatabaseHandle
let dataDir: string

beforeAll(async () => {
  database = await createTestDatabase()
  dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-restart-'))
})
afterAll(async () => {
  await database?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function startStore(): Promise<FastifyInstance> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' })
  const app = await buildApp({ config, database })
  await app.ready()
  return app
}

describe('a restart signs nobody out', () => {
  it('keeps the signing keys, the grants and the refresh tokens in the database', async () => {
    const before = await startStore()
    const tokens = await signIn(before, 'pro@marquee.local', DEMO_PASSWORD)
    await before.close()

    const after = await startStore()
    try {
      const me = await after.inject({ url: '/api/me', headers: bearer(tokens) })
      expect(me.statusCode).toBe(200)
      expect(me.json().email).toBe('pro@marquee.local')
      const renewed = await tokenRequest(after, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      })
      expect(renewed.statusCode).toBe(200)
      expect(renewed.json().access_token).toEqual(expect.any(String))
    } finally {
      await after.close()
    }
  })
})
