import { expect, it } from 'vitest'
import { downloads } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { userIdOf } from '../helpers/downloads.ts'
import { bearer, signIn } from '../helpers/oidc-flow.ts'
import { createTestApp } from '../helpers/test-app.ts'

const STREAMS = 12

it('holds a dozen open progress streams without a listener-leak warning, and ends them on close', async () => {
  const store = await createTestApp({ WORKER_CONCURRENCY: '0' })
  const warnings: string[] = []
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`)
  process.on('warning', onWarning)
  try {
    const pro = await signIn(store.app, 'pro@marquee.local', DEMO_PASSWORD)
    const userId = await userIdOf(store.database.db, 'pro@marquee.local')
    // Converting, with no job: nothing moves them, so each stream stays open.
    const rows = await store.database.db
      .insert(downloads)
      .values(
        Array.from({ length: STREAMS }, (_, index) => ({
          userId,
          productId: 1,
          sourceVersion: 'test',
          format: 'gif' as const,
          width: 100 + index,
          height: 16,
          fit: 'letterbox' as const,
          depth: 'full' as const,
          entitlement: 'purchase' as const,
          status: 'converting' as const,
          progress: 0.5,
        })),
      )
      .returning({ id: downloads.id })
    const streams = rows.map(({ id }) =>
      store.app.inject({ url: `/api/downloads/${id}/events`, headers: bearer(pro) }),
    )
    while (store.app.downloadChanges.followed < STREAMS) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await new Promise((resolve) => setImmediate(resolve))
    expect(warnings).toEqual([])
    await store.close()
    for (const stream of await Promise.all(streams)) {
      expect(stream.body).toMatch(/^event: converting$/m)
    }
  } finally {
    process.off('warning', onWarning)
  }
})
