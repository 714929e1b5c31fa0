import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloads, licences, renditions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import {
  convert,
  creditsOf,
  probeDelivered,
  userIdOf,
  waitForDownload,
} from '../helpers/downloads.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

// Issue 27: a controller that wants 30 (or 15) frames a second gets a file that runs at it.
const PRO = 'pro@marquee.local'
const SMALL = { productId: 2, width: 48, height: 24, fit: 'letterbox', depth: 'full' } as const

let testApp: TestApp
let pro: Tokens
let scratch: string

beforeAll(async () => {
  testApp = await createTestApp({ WORKER_CONCURRENCY: '1', QUEUE_POLL_INTERVAL_SECONDS: '0.5' })
  pro = await signIn(testApp.app, PRO, DEMO_PASSWORD)
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-frame-rate-'))
})

afterAll(async () => {
  await testApp.close()
  await rm(scratch, { recursive: true, force: true })
})

/** The delivered file's frame rate and frame count as ffprobe reads them. */
async function probedRate(url: string) {
  const stream = await probeDelivered(testApp.app, url, scratch, ['r_frame_rate', 'nb_read_frames'])
  return { rate: stream.r_frame_rate, frames: Number(stream.nb_read_frames) }
}

async function clipSeconds(): Promise<number> {
  const details = await testApp.app.inject(`/api/productDetails/${SMALL.productId}`)
  return details.json().clip_facts.duration_seconds
}

async function download(body: Record<string, unknown>) {
  const answer = await convert(testApp.app, pro, body)
  expect([200, 202], answer.body).toContain(answer.statusCode)
  return waitForDownload(testApp.app, pro, answer.json().downloadId)
}

describe('POST /api/convert with a frame rate', () => {
  it.each([
    ['mp4', 30, '30/1'],
    ['avi', 15, '15/1'],
    ['mpeg', 30, '30/1'],
  ] as const)(
    'makes an %s at %i frames a second, as ffprobe reads it',
    async (format, fps, rate) => {
      const made = await download({ ...SMALL, format, fps })
      expect(made).toMatchObject({ status: 'ready', fps })
      const probed = await probedRate(made.url ?? '')
      expect(probed.rate).toBe(rate)
      // Resampled, the loop keeps its length: as many seconds as the clip, at the new rate.
      expect(probed.frames / fps).toBeCloseTo(await clipSeconds(), 1)
      const [row] = await testApp.app.db
        .select({ fps: renditions.fps, storageKey: renditions.storageKey })
        .from(renditions)
        .where(and(eq(renditions.productId, SMALL.productId), eq(renditions.format, format)))
      expect(row).toEqual({
        fps,
        storageKey: expect.stringMatching(new RegExp(`-${fps}fps\\.${format}$`)),
      })
    },
  )

  it('keeps the clip’s own rate when none is asked for', async () => {
    const made = await download({ ...SMALL, format: 'mp4', width: 50 })
    expect(made.fps).toBe('source')
    expect((await probedRate(made.url ?? '')).rate).toBe('25/1')
  })

  it('gives the same file again for nothing, and spends a credit on another rate', async () => {
    const userId = await userIdOf(testApp.app.db, PRO)
    const first = await download({ ...SMALL, format: 'avi', width: 64, fps: 30 })
    const before = await creditsOf(testApp.app.db, PRO)
    const again = await download({ ...SMALL, format: 'avi', width: 64, fps: 30 })
    expect(again.url).toBeTruthy()
    expect(await creditsOf(testApp.app.db, PRO)).toBe(before)
    const other = await download({ ...SMALL, format: 'avi', width: 64, fps: 15 })
    expect(await creditsOf(testApp.app.db, PRO)).toBe(before - 1)
    const rows = await testApp.app.db
      .select({ id: downloads.id, fps: downloads.fps, credit: downloads.creditState })
      .from(downloads)
      .where(and(eq(downloads.userId, userId), eq(downloads.width, 64)))
    expect(rows.map((row) => [row.fps, row.credit]).sort()).toEqual([
      [15, 'committed'],
      [30, 'committed'],
      [30, 'none'],
    ])
    const [licence] = await testApp.app.db
      .select({ fps: licences.fps })
      .from(licences)
      .where(eq(licences.downloadId, other.id))
    expect(licence?.fps).toBe(15)
    expect(first.filename).toBe(again.filename)
  })

  it.each([
    [
      { format: 'mpeg', fps: 15 },
      "fps: MPEG runs at 25 or 30 frames a second, or the clip's own rate",
    ],
    [{ format: 'gif', fps: 30 }, "fps: GIF runs at 25 frames a second, or the clip's own rate"],
    [{ format: 'mp4', fps: 24 }, 'fps: fps must be one of source, 15, 25, 30'],
    [{ format: 'mp4', fps: '30' }, 'fps: fps must be one of source, 15, 25, 30'],
  ])('refuses %o with 400 naming fps, spending nothing', async (asked, message) => {
    const before = await creditsOf(testApp.app.db, PRO)
    const answer = await convert(testApp.app, pro, { ...SMALL, width: 40, ...asked })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(message)
    expect(await creditsOf(testApp.app.db, PRO)).toBe(before)
    const rows = await testApp.app.db.select().from(downloads).where(eq(downloads.width, 40))
    expect(rows).toEqual([])
  })
})
