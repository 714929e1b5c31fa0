import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-client-'))

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function sharedBuffers(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dataDir })
  try {
    const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[]
    }
    return result.rows[0]?.shared_buffers ?? ''
  } finally {
    await database.close()
  }
}

describe('a PGlite database', () => {
  it("keeps a 32 MB buffer pool, whatever its directory's postgresql.conf says", async () => {
    expect(await sharedBuffers()).toBe('32MB')
    // initdb wrote Postgres's default into the new directory; it is read at every start.
    const conf = readFileSync(path.join(dataDir, 'postgresql.conf'), 'utf8')
    expect(conf).toMatch(/^shared_buffers = 128MB/m)
    expect(await sharedBuffers()).toBe('32MB')
  }, 60_000)
})
