import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../test/helpers/test-database.ts'
import type { DatabaseHandle } from '../../db/client.ts'
import { revokedGrants } from '../../db/schema.ts'
import { REMEMBER_SECONDS, RevokedGrants } from './revoked-grants.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => database?.close())

const ageRevocation = (grantId: string, seconds: number) =>
  database.db.execute(
    sql`update revoked_grants set revoked_at = now() - make_interval(secs => ${seconds})
        where grant_id = ${grantId}`,
  )

describe('the revoked-grant set', () => {
  it('remembers a grant as long as one of its access tokens can live, and no longer', async () => {
    const here = new RevokedGrants(database.db)
    await here.record(['ended', 'ended'])
    expect(here.has('ended')).toBe(true)
    expect(here.has('still-live')).toBe(false)

    vi.useFakeTimers({ now: Date.now() + REMEMBER_SECONDS * 1000 + 1000, toFake: ['Date'] })
    try {
      expect(here.has('ended')).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('is read back by an instance that starts later, and swept once no token can outlive it', async () => {
    await new RevokedGrants(database.db).record(['recent', 'old'])
    await ageRevocation('old', REMEMBER_SECONDS + 1)

    const later = new RevokedGrants(database.db)
    await later.load()
    expect(later.has('recent')).toBe(true)
    expect(later.has('old')).toBe(false)

    await later.sweep()
    const left = await database.db.select({ grantId: revokedGrants.grantId }).from(revokedGrants)
    expect(left.map((row) => row.grantId).sort()).toEqual(['ended', 'recent'])
  })
})
