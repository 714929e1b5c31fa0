import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { downloads, renditions, storedBudget } from '../../src/db/schema.ts'
import { convertingPro, PRO } from '../helpers/converting-pro.ts'
import { convert, creditsOf, probeDelivered } from '../helpers/downloads.ts'

// Issue 27: a controller with little memory (Daktronics Venus shows a gauge) gets a file that fits.
const SIGN = { productId: 2, height: 64, fit: 'letterbox', depth: 'full' } as const

const pro = convertingPro('budget')

const renditionAt = async (width: number, maxBytes: number | null) => {
  const [row] = await pro.app.db
    .select({ bytes: renditions.bytes, key: renditions.storageKey })
    .from(renditions)
    .where(and(eq(renditions.width, width), eq(renditions.maxBytes, storedBudget(maxBytes))))
  return row
}

const downloadsAt = (width: number) =>
  pro.app.db
    .select({ status: downloads.status, credit: downloads.creditState })
    .from(downloads)
    .where(eq(downloads.width, width))

describe('POST /api/convert with maxBytes', () => {
  it('makes a smaller MP4 that meets the budget, for nothing once the file was got', async () => {
    const sign = { ...SIGN, width: 128, format: 'mp4' }
    const best = await pro.download(sign)
    const full = await renditionAt(128, null)
    const maxBytes = Math.floor((full?.bytes ?? 0) / 2)
    const before = await creditsOf(pro.app.db, PRO)
    const fitted = await pro.download({ ...sign, maxBytes })
    expect(fitted).toMatchObject({ status: 'ready', maxBytes })
    expect(fitted.filename).toMatch(/^headlight-restoration-promo_128x64-max\d+(KB|B)\.mp4$/)
    expect(fitted.url).not.toBe(best.url)
    const made = await renditionAt(128, maxBytes)
    expect(made?.bytes).toBeLessThanOrEqual(maxBytes)
    expect(made?.key).toMatch(new RegExp(`128x64-letterbox-full-max${maxBytes}\\.mp4$`))
    // Still the sign's picture: its exact size and the clip's whole length.
    const probed = await probeDelivered(pro.app, fitted.url ?? '', pro.scratch, [
      'codec_name',
      'width',
      'height',
    ])
    expect(probed).toEqual({ codec_name: 'h264', width: 128, height: 64 })
    // A smaller copy of a file the customer already got spends no credit.
    expect(await creditsOf(pro.app.db, PRO)).toBe(before)
  })

  it('fails a GIF no quality brings under the budget, naming the smallest size, and gives the credit back', async () => {
    const before = await creditsOf(pro.app.db, PRO)
    const failed = await pro.download({ ...SIGN, width: 130, format: 'gif', maxBytes: 1024 })
    expect(failed.status).toBe('failed')
    expect(failed.message).toMatch(
      /^The smallest GIF of this clip at 130x64 is [\d,]+ bytes, over the 1,024-byte file-size budget: raise the budget, or choose a smaller size or another file type$/,
    )
    const smallest = Number(
      /is ([\d,]+) bytes/.exec(failed.message ?? '')?.[1]?.replaceAll(',', ''),
    )
    expect(smallest).toBeGreaterThan(1024)
    expect(await creditsOf(pro.app.db, PRO)).toBe(before)
    expect(await downloadsAt(130)).toEqual([{ status: 'failed', credit: 'released' }])
    expect(await renditionAt(130, 1024)).toBeUndefined()
  })

  it.each([
    [{ format: 'bmp', width: 132 }, 'The smallest BMP of this clip at 132x64 is 25,398 bytes'],
    [
      { format: 'avi', codec: 'raw', width: 134 },
      /^The smallest uncompressed AVI of this clip at 134x64 is [\d,]+ bytes/,
    ],
  ])(
    'answers %o over its budget with 422 before anything is spent: its one size is known',
    async (asked, start) => {
      const before = await creditsOf(pro.app.db, PRO)
      const answer = await convert(pro.app, pro.tokens, { ...SIGN, ...asked, maxBytes: 20_000 })
      expect(answer.statusCode).toBe(422)
      const { message } = answer.json()
      if (typeof start === 'string') expect(message.startsWith(start)).toBe(true)
      else expect(message).toMatch(start)
      expect(message).toMatch(/over the 20,000-byte file-size budget/)
      expect(await creditsOf(pro.app.db, PRO)).toBe(before)
      expect(await downloadsAt(asked.width)).toEqual([])
    },
  )

  it('makes a BMP that fits its budget as it is', async () => {
    // 54 bytes of headers and 36 rows of 108 bytes.
    const made = await pro.download({
      ...SIGN,
      width: 36,
      height: 36,
      format: 'bmp',
      maxBytes: 4000,
    })
    expect(made.status).toBe('ready')
    expect((await renditionAt(36, 4000))?.bytes).toBe(54 + 108 * 36)
  })

  it.each([
    [1000, 'maxBytes: maxBytes must be at least 1024 bytes'],
    [4096.5, 'maxBytes: maxBytes must be a whole number of bytes'],
    ['64 KB', 'maxBytes: maxBytes must be a number of bytes'],
  ])('refuses maxBytes %o with 400 naming it', async (maxBytes, message) => {
    const answer = await convert(pro.app, pro.tokens, {
      ...SIGN,
      width: 138,
      format: 'mp4',
      maxBytes,
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(message)
    expect(await downloadsAt(138)).toEqual([])
  })

  it('is not offered in the converter test', async () => {
    const answer = await pro.app.inject({
      method: 'POST',
      url: '/api/converter-test',
      payload: { format: 'mp4', width: 64, height: 32, maxBytes: 4096 },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(
      'maxBytes: a file-size budget is for downloads: the converter test makes each file at its best',
    )
  })
})
