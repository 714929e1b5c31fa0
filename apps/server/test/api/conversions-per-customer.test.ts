import { conversionsUnderWayMessage } from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloads } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { makeRendition } from '../../src/services/downloads/make-rendition.ts'
import { sourceClip } from '../../src/services/downloads/source-clip.ts'
import {
  conversionJobs,
  convert,
  grantPurchase,
  SMALL_GIF,
  userIdOf,
} from '../helpers/downloads.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { count } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

// A $10 purchase makes every later download of the clip free, at any size: the cap is what
// keeps one customer from filling the queue.
const BUYER = 'free@marquee.local'
const TOO_MANY =
  'You have 3 conversions under way. Please wait for them to finish before asking for another.'
let testApp: TestApp
let buyer: Tokens

beforeAll(async () => {
  // No workers: accepted conversions stay queued, under way, for the whole file.
  testApp = await createTestApp({ WORKER_CONCURRENCY: '0' })
  await grantPurchase(testApp.database.db, BUYER, 1)
  buyer = await signIn(testApp.app, BUYER, DEMO_PASSWORD)
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db
const gif = (width: number) => ({ productId: 1, ...SMALL_GIF, width })

describe('conversions one customer may have under way (issue 21)', () => {
  it('24 requests at once for new files: exactly 3 accepted, the rest 429 saying to wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => convert(testApp.app, buyer, gif(20 + index))),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 202)).toHaveLength(3)
    const refused = answers.filter((answer) => answer.statusCode !== 202)
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(21).fill(429))
    for (const answer of refused) expect(answer.json().message).toBe(TOO_MANY)
    expect(conversionsUnderWayMessage(3)).toBe(TOO_MANY)
    expect(await conversionJobs(db())).toBe(3)
    expect(await count(db(), 'downloads', `status = 'queued'`)).toBe(3)
  }, 120_000)

  it('a file already made is served from the cache, not refused and not counted', async () => {
    const spec = { format: 'gif', width: 64, height: 32, fit: 'letterbox', depth: 'full' } as const
    // Made before (another customer's download of the same file), with no worker running here.
    const { downloads: context } = testApp.app
    const source = await sourceClip(db(), context.mastersDir, 1)
    if (!source) throw new Error('the demo clip has no master')
    await makeRendition(context, source, { ...spec, fps: 'source', codec: 'mjpeg', maxBytes: null })
    const cached = await convert(testApp.app, buyer, { productId: 1, ...spec })
    expect(cached.statusCode, cached.body).toBe(200)
    expect(cached.json()).toMatchObject({ status: 'ready' })
    expect((await convert(testApp.app, buyer, gif(50))).statusCode).toBe(429)
  }, 60_000)

  it('another customer is not held back by them', async () => {
    const pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
    expect((await convert(testApp.app, pro, gif(51))).statusCode).toBe(202)
  })

  it('once one of theirs ends, the next is accepted', async () => {
    const userId = await userIdOf(db(), BUYER)
    const [first] = await db()
      .select({ id: downloads.id })
      .from(downloads)
      .where(and(eq(downloads.userId, userId), eq(downloads.status, 'queued')))
      .limit(1)
    await db()
      .update(downloads)
      .set({ status: 'failed' })
      .where(eq(downloads.id, first?.id ?? ''))
    expect((await convert(testApp.app, buyer, gif(52))).statusCode).toBe(202)
    expect((await convert(testApp.app, buyer, gif(53))).statusCode).toBe(429)
  })
})
