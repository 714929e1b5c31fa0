import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { downloads, licences, renditions } from '../../src/db/schema.ts'
import { convertingPro, PRO } from '../helpers/converting-pro.ts'
import { convert, creditsOf, probeDelivered, userIdOf } from '../helpers/downloads.ts'

// Issue 27: message and price boards (and towns that forbid animation) take one picture.
const SMALL = { productId: 1, width: 97, height: 33, fit: 'letterbox', depth: 'full' } as const

const pro = convertingPro('still')

describe('POST /api/convert with a still format', () => {
  it.each([
    ['png', 'png', 'rgb24'],
    ['bmp', 'bmp', 'bgr24'],
  ] as const)(
    'makes one %s picture of the clip at the exact size',
    async (format, codec, pixFmt) => {
      const made = await pro.download({ ...SMALL, format })
      expect(made).toMatchObject({
        status: 'ready',
        format,
        filename: `oil-change-special_97x33.${format}`,
      })
      expect(
        await probeDelivered(pro.app, made.url ?? '', pro.scratch, [
          'codec_name',
          'pix_fmt',
          'width',
          'height',
        ]),
      ).toEqual({ codec_name: codec, pix_fmt: pixFmt, width: 97, height: 33 })
      const [row] = await pro.app.db
        .select({ key: renditions.storageKey })
        .from(renditions)
        .where(and(eq(renditions.width, 97), eq(renditions.format, format)))
      expect(row?.key).toMatch(new RegExp(`97x33-letterbox-full\\.${format}$`))
      const [licence] = await pro.app.db
        .select({ format: licences.format })
        .from(licences)
        .where(eq(licences.downloadId, made.id))
      expect(licence?.format).toBe(format)
    },
  )

  it('gives the same still again for nothing; the clip at that size is another file', async () => {
    const userId = await userIdOf(pro.app.db, PRO)
    const body = { ...SMALL, width: 64, height: 32 }
    await pro.download({ ...body, format: 'png' })
    const before = await creditsOf(pro.app.db, PRO)
    await pro.download({ ...body, format: 'png' })
    expect(await creditsOf(pro.app.db, PRO)).toBe(before)
    await pro.download({ ...body, format: 'mp4' })
    expect(await creditsOf(pro.app.db, PRO)).toBe(before - 1)
    const rows = await pro.app.db
      .select({ format: downloads.format, credit: downloads.creditState })
      .from(downloads)
      .where(and(eq(downloads.userId, userId), eq(downloads.width, 64)))
    expect(rows.map((row) => [row.format, row.credit]).sort()).toEqual([
      ['mp4', 'committed'],
      ['png', 'committed'],
      ['png', 'none'],
    ])
  })

  it('refuses a frame rate or a codec for a still with 400, spending nothing', async () => {
    const before = await creditsOf(pro.app.db, PRO)
    const rate = await convert(pro.app, pro.tokens, { ...SMALL, width: 41, format: 'png', fps: 30 })
    expect(rate.statusCode).toBe(400)
    expect(rate.json().message).toBe('fps: PNG is one picture: it has no frame rate')
    const codec = await convert(pro.app, pro.tokens, {
      ...SMALL,
      width: 41,
      format: 'bmp',
      codec: 'raw',
    })
    expect(codec.json().message).toBe(
      'codec: codec raw is for AVI files only: BMP has its own encoder',
    )
    const unknown = await convert(pro.app, pro.tokens, { ...SMALL, width: 41, format: 'jpeg' })
    expect(unknown.json().message).toBe(
      'format: format must be one of mp4, avi, mpeg, gif, png, bmp',
    )
    expect(await creditsOf(pro.app.db, PRO)).toBe(before)
    expect(await pro.app.db.select().from(downloads).where(eq(downloads.width, 41))).toEqual([])
  })

  it('is not made in the converter test', async () => {
    const answer = await pro.app.inject({
      method: 'POST',
      url: '/api/converter-test',
      payload: { format: 'png', width: 64, height: 32 },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(
      'format: stills are made for downloads: the converter test makes clips (mp4, avi, mpeg, gif)',
    )
  })
})
