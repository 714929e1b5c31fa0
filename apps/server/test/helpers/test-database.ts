import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts'
import { withAdmin } from './postgres-admin.ts'

/** Which server the integration tests run on: PGlite by default, PostgreSQL when asked. */
export const testBackend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

/** A fresh, migrated and seeded database for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const image = await readFile(inject('pgliteTemplatePath'))
    return openDatabase({ kind: 'pglite', template: new Blob([image]) })
  }
  const copy = await createPostgresDatabase(adminUrl, inject('postgresTemplateName'))
  const handle = await openDatabase({ kind: 'postgres', url: copy.url })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await copy.drop()
    },
  }
}

/**
 * A new database on the test PostgreSQL server, empty or a copy of `template`, and a way to
 * drop it.
 */
export async function createPostgresDatabase(adminUrl: string, template?: string) {
  const name = `marquee_test_${randomBytes(6).toString('hex')}`
  const from = template ? ` template ${template}` : ''
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}${from}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => dropDatabase(adminUrl, name),
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
