import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts'
import { migrateAndSeed } from '../../src/db/prepare.ts'

/** Which server the integration tests run on: PGlite by default, PostgreSQL when asked. */
export const testBackend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

/** A fresh, migrated and seeded database for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const image = await readFile(inject('pgliteTemplatePath'))
    return openDatabase({ kind: 'pglite', template: new Blob([image]) })
  }
  const empty = await createEmptyPostgresDatabase(adminUrl)
  const handle = await migrateAndSeed(await openDatabase({ kind: 'postgres', url: empty.url }))
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await empty.drop()
    },
  }
}

/** A new, empty database on the test PostgreSQL server, and a way to drop it. */
export async function createEmptyPostgresDatabase(adminUrl: string) {
  const name = `marquee_test_${randomBytes(6).toString('hex')}`
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => dropDatabase(adminUrl, name),
  }
}

async function withAdmin<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await task(client)
  } finally {
    await client.end()
  }
}

/**
 * Drops a test database and its connections. An autovacuum worker busy in it belongs to the
 * superuser, whom this role may not terminate (42501): it finishes soon, so try again.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      )
      return
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt === 10) throw error
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
}
