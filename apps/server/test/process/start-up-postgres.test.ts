import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { seedProducts } from '../../src/seed/catalog-data.ts'
import { startServer } from '../helpers/server-process.ts'
import { createPostgresDatabase } from '../helpers/test-database.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-start-pg-'))

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe.runIf(adminUrl)('starting the store on PostgreSQL', { timeout: 120_000 }, () => {
  it('lets two instances start at once, migrating and seeding exactly once', async () => {
    const database = await createPostgresDatabase(adminUrl ?? '')
    const env = (name: string) => ({
      DATABASE_URL: database.url,
      DATA_DIR: path.join(scratch, name),
    })
    const servers = await Promise.all([startServer(env('a')), startServer(env('b'))])
    try {
      for (const server of servers) {
        const products = await (await fetch(`${server.url}/api/products`)).json()
        expect(products).toHaveLength(seedProducts.length)
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }

    const restarted = await startServer(env('a'))
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      expect(await (await fetch(`${restarted.url}/api/products`)).json()).toHaveLength(
        seedProducts.length,
      )
      const migrations = await client.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      )
      const seeds = await client.query(
        "select count(*)::int as n from app_meta where key = 'catalog_seeded_at'",
      )
      expect(migrations.rows[0].n).toBeGreaterThan(0)
      expect(seeds.rows[0].n).toBe(1)
    } finally {
      await client.end()
      await restarted.stop()
      await database.drop()
    }
  })
})
