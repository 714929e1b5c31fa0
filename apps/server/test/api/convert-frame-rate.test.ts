import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { downloads, licences, renditions } from '../../src/db/schema.ts'
import { convertingPro, PRO } from '../helpers/converting-pro.ts'
import { convert, creditsOf, probeDelivered, userIdOf } from '../helpers/downloads.ts'

// Issue 27: a controller that wants 30 (or 15) frames a second gets a file that runs at it.
const SMALL = { productId: 2, width: 48, height: 24, fit: 'letterbox', depth: 'full' } as const

const pro = convertingPro('frame-rate')

/** The delivered file's frame rate and frame count as ffprobe reads them. */
async function probedRate(url: string) {
  const stream = await probeDelivered(pro.app, url, pro.scratch, ['r_frame_rate', 'nb_read_frames'])
  return { rate: stream.r_frame_rate, frames: Number(stream.nb_read_frames) }
}

async function clipSeconds(): Promise<number> {
  const details = await pro.app.inject(`/api/productDetails/${SMALL.productId}`)
  return details.json().clip_facts.duration_seconds
}

describe('POST /api/convert with a frame rate', () => {
  it.each([
    ['mp4', 30, '30/1'],
    ['avi', 15, '15/1'],
    ['mpeg', 30, '30/1'],
  ] as const)(
    'makes an %s at %i frames a second, as ffprobe reads it',
    async (format, fps, rate) => {
      const made = await pro.download({ ...SMALL, format, fps })
      expect(made).toMatchObject({ status: 'ready', fps })
      const probed = await probedRate(made.url ?? '')
      expect(probed.rate).toBe(rate)
      // Resampled, the loop keeps its length: as many seconds as the clip, at the new rate.
      expect(probed.frames / fps).toBeCloseTo(await clipSeconds(), 1)
      const [row] = await pro.app.db
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
    const made = await pro.download({ ...SMALL, format: 'mp4', width: 50 })
    expect(made.fps).toBe('source')
    expect((await probedRate(made.url ?? '')).rate).toBe('25/1')
  })

  it('gives the same file again for nothing, and spends a credit on another rate', async () => {
    const userId = await userIdOf(pro.app.db, PRO)
    const first = await pro.download({ ...SMALL, format: 'avi', width: 64, fps: 30 })
    const before = await creditsOf(pro.app.db, PRO)
    const again = await pro.download({ ...SMALL, format: 'avi', width: 64, fps: 30 })
    expect(again.url).toBeTruthy()
    expect(await creditsOf(pro.app.db, PRO)).toBe(before)
    const other = await pro.download({ ...SMALL, format: 'avi', width: 64, fps: 15 })
    expect(await creditsOf(pro.app.db, PRO)).toBe(before - 1)
    const rows = await pro.app.db
      .select({ id: downloads.id, fps: downloads.fps, credit: downloads.creditState })
      .from(downloads)
      .where(and(eq(downloads.userId, userId), eq(downloads.width, 64)))
    expect(rows.map((row) => [row.fps, row.credit]).sort()).toEqual([
      [15, 'committed'],
      [30, 'committed'],
      [30, 'none'],
    ])
    const [licence] = await pro.app.db
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
    const before = await creditsOf(pro.app.db, PRO)
    const answer = await convert(pro.app, pro.tokens, { ...SMALL, width: 40, ...asked })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(message)
    expect(await creditsOf(pro.app.db, PRO)).toBe(before)
    const rows = await pro.app.db.select().from(downloads).where(eq(downloads.width, 40))
    expect(rows).toEqual([])
  })
})
