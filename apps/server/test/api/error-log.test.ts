import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/config.ts'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { createTestDatabase } from '../helpers/test-database.ts'

/** The store with its log going to `lines` instead of stdout. */
const lines: string[] = []
const stream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    callback()
  },
})

let app: Awaited<ReturnType<typeof buildApp>>
let database: DatabaseHandle
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-test-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  })
  database = await createTestDatabase()
  app = await buildApp({ config, database, logger: { level: 'info', stream } })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a 5xx is logged without what the customer sent', () => {
  it('names the route and the failure, never the message, email or name', async () => {
    // A store whose table went missing under it: every contact message now fails in SQL.
    await database.db.execute(sql`alter table contact_messages rename column message to body`)
    const secret = {
      name: 'Verity Secretname',
      email: 'verity.private@example.com',
      subject: 'My private subject line',
      message: 'My home address is 12 Hidden Lane, please keep it private.',
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact?ref=verity.private@example.com',
      payload: secret,
    })
    expect(response.statusCode).toBe(500)

    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      msg: 'request failed',
      route: 'POST /api/contact',
      error: { type: 'DrizzleQueryError', message: expect.stringMatching(/^Failed query: insert/) },
    })
    // PostgreSQL's own words say what broke: the column, not the values.
    expect(errors[0].error.cause.message).toMatch(/column "message"/)
    for (const value of Object.values(secret)) {
      expect(lines.filter((line) => line.includes(value))).toEqual([])
    }
    expect(errors[0].route).not.toContain('verity')
  })
})
