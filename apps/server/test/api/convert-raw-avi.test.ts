import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { downloads, licences, renditions } from '../../src/db/schema.ts'
import { convertingPro, PRO } from '../helpers/converting-pro.ts'
import { convert, creditsOf, probeDelivered, userIdOf } from '../helpers/downloads.ts'

// Issue 27: controllers that read raw frames (DayStar-style) get an uncompressed AVI.
const SMALL = { productId: 2, width: 49, height: 25, fit: 'letterbox', depth: 'full' } as const

const pro = convertingPro('raw-avi')

const downloadsAt = (width: number) =>
  pro.app.db.select().from(downloads).where(eq(downloads.width, width))

describe('POST /api/convert with codec raw', () => {
  it('makes an uncompressed 24-bit AVI, kept apart from the MJPEG one', async () => {
    const made = await pro.download({ ...SMALL, format: 'avi', codec: 'raw' })
    expect(made).toMatchObject({
      status: 'ready',
      codec: 'raw',
      format: 'avi',
      filename: 'headlight-restoration-promo_49x25-uncompressed.avi',
    })
    expect(
      await probeDelivered(pro.app, made.url ?? '', pro.scratch, [
        'codec_name',
        'codec_tag_string',
        'pix_fmt',
        'width',
        'height',
      ]),
    ).toEqual({
      codec_name: 'rawvideo',
      codec_tag_string: '[0][0][0][0]',
      pix_fmt: 'bgr24',
      width: 49,
      height: 25,
    })
    const [row] = await pro.app.db
      .select({ codec: renditions.codec, key: renditions.storageKey, bytes: renditions.bytes })
      .from(renditions)
      .where(and(eq(renditions.width, 49), eq(renditions.codec, 'raw')))
    expect(row?.key).toMatch(/49x25-letterbox-full-raw\.avi$/)
    // 4-byte rows of 49 pixels: 148 bytes x 25 rows in every frame of the clip.
    expect(row?.bytes).toBeGreaterThan(148 * 25 * 25)
    const [licence] = await pro.app.db
      .select({ codec: licences.codec })
      .from(licences)
      .where(eq(licences.downloadId, made.id))
    expect(licence?.codec).toBe('raw')
  })

  it('gives the same raw file again for nothing, and spends a credit on the MJPEG one', async () => {
    const userId = await userIdOf(pro.app.db, PRO)
    const body = { ...SMALL, width: 51, format: 'avi' }
    await pro.download({ ...body, codec: 'raw' })
    const before = await creditsOf(pro.app.db, PRO)
    const again = await pro.download({ ...body, codec: 'raw' })
    expect(again.url).toBeTruthy()
    expect(await creditsOf(pro.app.db, PRO)).toBe(before)
    const mjpeg = await pro.download(body)
    expect(mjpeg.codec).toBe('mjpeg')
    expect(await creditsOf(pro.app.db, PRO)).toBe(before - 1)
    const rows = await pro.app.db
      .select({ codec: downloads.codec, credit: downloads.creditState })
      .from(downloads)
      .where(and(eq(downloads.userId, userId), eq(downloads.width, 51)))
    expect(rows.map((row) => [row.codec, row.credit]).sort()).toEqual([
      ['mjpeg', 'committed'],
      ['raw', 'committed'],
      ['raw', 'none'],
    ])
  })

  it.each([
    [
      { format: 'mp4', codec: 'raw' },
      'codec: codec raw is for AVI files only: MP4 has its own encoder',
    ],
    [
      { format: 'gif', codec: 'raw' },
      'codec: codec raw is for AVI files only: GIF has its own encoder',
    ],
    [{ format: 'avi', codec: 'huffyuv' }, 'codec: codec must be one of mjpeg, raw'],
  ])('refuses %o with 400 naming codec, spending nothing', async (asked, message) => {
    const before = await creditsOf(pro.app.db, PRO)
    const answer = await convert(pro.app, pro.tokens, { ...SMALL, width: 40, ...asked })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(message)
    expect(await creditsOf(pro.app.db, PRO)).toBe(before)
    expect(await downloadsAt(40)).toEqual([])
  })

  it('refuses a raw AVI over 1 GB with its size, before anything is spent', async () => {
    const before = await creditsOf(pro.app.db, PRO)
    const answer = await convert(pro.app, pro.tokens, {
      ...SMALL,
      width: 4096,
      height: 4096,
      format: 'avi',
      codec: 'raw',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toMatch(
      /^codec raw at 4096x4096 makes a \d+\.\d GB file; uncompressed AVIs are made up to 1\.0 GB: choose a smaller size, a lower frame rate or codec mjpeg$/,
    )
    expect(await creditsOf(pro.app.db, PRO)).toBe(before)
    expect(await downloadsAt(4096)).toEqual([])
  })

  it('is not offered to anonymous visitors in the converter test', async () => {
    const answer = await pro.app.inject({
      method: 'POST',
      url: '/api/converter-test',
      payload: { format: 'avi', width: 64, height: 32, codec: 'raw' },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(
      'codec: codec raw is for downloads: the converter test makes MJPEG AVIs',
    )
  })
})
