import type { ProductPage } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloads, renditions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { frameAt, pixel } from '../conversion/media-fixtures.ts'
import { setPlanCredits } from '../helpers/credits.ts'
import { planCredits } from '../helpers/custom-order-desk.ts'
import { convert, waitForDownload } from '../helpers/downloads.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, count, orderForm } from '../helpers/payments.ts'
import { productIdBySlug } from '../helpers/reviews.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'
import { SVG, solidPng, uploadLogo } from '../helpers/uploads.ts'

let testApp: TestApp
let pro: Tokens
let free: Tokens
let gameDay: number
let oilChange: number
let redLogo: string
let freeLogo: string
const PRO = 'pro@marquee.local'
const FREE = 'free@marquee.local'
// GIF frames are RGB, coded whole: the logo shows exactly where it is drawn.
const GIF = { format: 'gif', width: 192, height: 96, fit: 'letterbox', depth: 'full' } as const

beforeAll(async () => {
  testApp = await createTestApp({ WORKER_CONCURRENCY: '1', QUEUE_POLL_INTERVAL_SECONDS: '0.5' })
  pro = await signIn(testApp.app, PRO, DEMO_PASSWORD)
  free = await signIn(testApp.app, FREE, DEMO_PASSWORD)
  gameDay = await productId('game-day-go-team')
  oilChange = await productId('oil-change-special')
  redLogo = await uploadLogo(
    app(),
    pro,
    solidPng(60, 60, [255, 0, 0, 255]),
    'eagle.png',
    'image/png',
  )
  freeLogo = await uploadLogo(
    app(),
    free,
    solidPng(8, 8, [0, 255, 0, 255]),
    'mine.png',
    'image/png',
  )
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db
const app = () => testApp.app

const productId = (slug: string) => productIdBySlug(db(), slug)
const planOf = (email: string) => planCredits(db(), email)

/** The middle frame of a finished download's file, decoded. */
async function frameOf(downloadId: string) {
  const download = await waitForDownload(app(), pro, downloadId)
  expect(download.status).toBe('ready')
  const [row] = await db()
    .select({ key: renditions.storageKey })
    .from(downloads)
    .innerJoin(renditions, eq(renditions.id, downloads.renditionId))
    .where(eq(downloads.id, downloadId))
  if (!row) throw new Error('no rendition')
  return app().store.localFile(row.key, (file) => frameAt(file, 1, GIF.width, GIF.height))
}

describe('GET /api/productDetails/{id}', () => {
  it("carries the template's logo slot", async () => {
    const page = (await app().inject(`/api/productDetails/${gameDay}`)).json() as ProductPage
    expect(page.personalization?.logo).toEqual({
      label: 'Your team logo',
      box: { x: 0.03, y: 0.72, width: 0.21, height: 0.26 },
      backdrop: '#05070d',
      start: 0,
      end: 4,
    })
  })
})

describe('POST /api/convert with a logo', () => {
  it('draws the logo in its slot: a file of exactly the size, unlike the same texts without it; the same again spends nothing', async () => {
    await setPlanCredits(db(), PRO, 5, 5)
    const texts = { game: 'GO HAWKS' }
    const withLogo = await convert(app(), pro, {
      productId: gameDay,
      ...GIF,
      personalization: { ...texts, logo: redLogo },
    })
    expect(withLogo.statusCode, withLogo.body).toBe(202)
    const without = await convert(app(), pro, {
      productId: gameDay,
      ...GIF,
      personalization: texts,
    })
    expect(without.statusCode, without.body).toBe(202)
    expect(await planOf(PRO)).toEqual({ downloads: 3, customizations: 3 })
    const [logoFrame, plainFrame] = await Promise.all([
      frameOf(withLogo.json().downloadId),
      frameOf(without.json().downloadId),
    ])
    expect([logoFrame.width, logoFrame.height]).toEqual([192, 96])
    // The slot is the left fifth of the bottom line: its middle is red with the logo only.
    const [x, y] = [Math.round(192 * 0.13), Math.round(96 * 0.85)]
    expect(pixel(logoFrame, x, y)).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ])
    const [red, green, blue] = pixel(logoFrame, x, y)
    expect(red).toBeGreaterThan(200)
    expect(Math.max(green, blue)).toBeLessThan(40)
    expect(pixel(plainFrame, x, y)[0]).toBeLessThan(100)
    // The clip above the bottom line is the same in both (up to the GIF palettes' rounding).
    const above = pixel(plainFrame, 96, 20)
    pixel(logoFrame, 96, 20).forEach((value, channel) => {
      expect(Math.abs(value - (above[channel] ?? 0))).toBeLessThanOrEqual(12)
    })

    const again = await convert(app(), pro, {
      productId: gameDay,
      ...GIF,
      personalization: { ...texts, logo: redLogo },
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(await planOf(PRO)).toEqual({ downloads: 3, customizations: 3 })
    const personal = await db()
      .select({ personalization: renditions.personalization })
      .from(renditions)
      .where(eq(renditions.productId, gameDay))
    expect(personal.map((row) => row.personalization)).toContainEqual({
      game: 'GO HAWKS',
      logo: redLogo,
    })
  })

  it.each([
    [
      'another customer’s upload',
      () => freeLogo,
      'personalization.logo: attach a logo you uploaded here',
    ],
    [
      'an upload that never arrived',
      () => redLogo.replace(/\/\d+-/, '/1-'),
      'personalization.logo: the upload was not found: choose the file again',
    ],
    [
      'an SVG',
      () => redLogo.replace(/\.png$/, '.svg'),
      'personalization.logo: a sign logo must be a PNG, JPG or WebP picture, not an SVG',
    ],
    [
      'an address',
      () => `https://evil.example/${redLogo}`,
      'personalization.logo: must be the key of a logo you uploaded',
    ],
  ])(
    'refuses %s with 400 naming personalization.logo, and spends nothing',
    async (_, logo, message) => {
      await setPlanCredits(db(), PRO, 5, 5)
      const downloads = await count(db(), 'downloads')
      const answer = await convert(app(), pro, {
        productId: gameDay,
        ...GIF,
        personalization: { logo: logo() },
      })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().message).toBe(message)
      expect(await planOf(PRO)).toEqual({ downloads: 5, customizations: 5 })
      expect(await count(db(), 'downloads')).toBe(downloads)
    },
  )

  it('refuses a logo larger than 4096 pixels a side, and one on a clip without a slot', async () => {
    const huge = await uploadLogo(
      app(),
      pro,
      solidPng(5000, 2, [0, 0, 255, 255]),
      'wide.png',
      'image/png',
    )
    const tooBig = await convert(app(), pro, {
      productId: gameDay,
      ...GIF,
      personalization: { logo: huge },
    })
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json().message).toBe(
      'personalization.logo: 5000x2 is larger than the 4096x4096 a sign logo may be; make it smaller',
    )
    const noSlot = await convert(app(), pro, {
      productId: oilChange,
      ...GIF,
      personalization: { logo: redLogo },
    })
    expect(noSlot.statusCode).toBe(400)
    expect(noSlot.json().message).toBe('personalization.logo: this clip has no logo slot')
  })

  it('takes an SVG upload for a custom order but not for a sign logo', async () => {
    const svg = await uploadLogo(app(), pro, SVG, 'crest.svg', 'image/svg+xml')
    const answer = await convert(app(), pro, {
      productId: gameDay,
      ...GIF,
      personalization: { logo: svg },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toContain('not an SVG')
  })
})

describe('a personalised line with a logo in the cart', () => {
  const line = (logo: string) => ({
    productId: gameDay,
    quantity: 1,
    formData: {
      ...orderForm,
      fileType: 'gif',
      dimensions: { width: 96, height: 48 },
      personalization: { game: 'GO BEARS', logo },
    },
  })

  it("opens a checkout with the customer's own logo, and refuses another's naming the line", async () => {
    const orders = await count(db(), 'orders')
    const theirs = await checkoutCart(app(), free, { userEmail: FREE, lines: [line(redLogo)] })
    expect(theirs.statusCode).toBe(400)
    expect(theirs.json().message).toBe(
      'lines.0.formData.personalization.logo: attach a logo you uploaded here',
    )
    expect(await count(db(), 'orders')).toBe(orders)
    const own = await checkoutCart(app(), free, { userEmail: FREE, lines: [line(freeLogo)] })
    expect(own.statusCode, own.body).toBe(200)
    expect(await count(db(), 'orders')).toBe(orders + 1)
  })
})
