import type { ProductPage } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renditions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { setPlanCredits } from '../helpers/credits.ts'
import { planCredits } from '../helpers/custom-order-desk.ts'
import { conversionJobs, convert, grantPurchase, waitForDownload } from '../helpers/downloads.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { count } from '../helpers/payments.ts'
import { productIdBySlug } from '../helpers/reviews.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let pro: Tokens
let free: Tokens
let oilChange: number
let plainClip: number
const PRO = 'pro@marquee.local'
const FREE = 'free@marquee.local'
const GIF = { format: 'gif', width: 96, height: 48, fit: 'letterbox', depth: 'full' } as const

beforeAll(async () => {
  testApp = await createTestApp({ WORKER_CONCURRENCY: '1', QUEUE_POLL_INTERVAL_SECONDS: '0.5' })
  pro = await signIn(testApp.app, PRO, DEMO_PASSWORD)
  free = await signIn(testApp.app, FREE, DEMO_PASSWORD)
  oilChange = await productId('oil-change-special')
  plainClip = await productId('bubble-car-wash-loop')
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db
const app = () => testApp.app

const productId = (slug: string) => productIdBySlug(db(), slug)
const planOf = (email: string) => planCredits(db(), email)

const personalDownloads = () => count(db(), 'downloads', "personalization_key <> ''")

describe('GET /api/productDetails/{id}', () => {
  it("carries a personalisable clip's template, and null for any other clip", async () => {
    const page = (await app().inject(`/api/productDetails/${oilChange}`)).json() as ProductPage
    expect(page.personalization?.fields).toEqual([
      expect.objectContaining({
        name: 'price',
        label: 'Your price',
        default: 'ONLY $29.95',
        maxLength: 16,
        upperCase: true,
        font: 'bold',
      }),
    ])
    const plain = (await app().inject(`/api/productDetails/${plainClip}`)).json() as ProductPage
    expect(plain.personalization).toBeNull()
  })
})

describe('POST /api/convert with personalization', () => {
  it.each([
    [{ owner: 'Ana' }, 'personalization.owner: this clip has no such field'],
    [{ price: 'x'.repeat(17) }, 'personalization.price: at most 16 characters'],
    [{ price: 'ONE\nTWO' }, 'personalization.price: must not contain control characters'],
    [{ price: 'Ünïcode 東' }, 'personalization.price: the sign font cannot draw "東"'],
  ])(
    'refuses %j with 400 naming the field, and changes nothing',
    async (personalization, message) => {
      await setPlanCredits(db(), PRO, 5, 5)
      const before = { plan: await planOf(PRO), downloads: await count(db(), 'downloads') }
      const answer = await convert(app(), pro, { productId: oilChange, ...GIF, personalization })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().message).toContain(message)
      expect(await planOf(PRO)).toEqual(before.plan)
      expect(await count(db(), 'downloads')).toBe(before.downloads)
    },
  )

  it('refuses a text that is not a string, a clip without a template, and a text too long for a tiny sign', async () => {
    const notText = await convert(app(), pro, {
      productId: oilChange,
      ...GIF,
      personalization: { price: 12 },
    })
    expect(notText.statusCode).toBe(400)
    expect(notText.json().message).toContain('personalization')
    const plain = await convert(app(), pro, {
      productId: plainClip,
      ...GIF,
      personalization: { price: 'x' },
    })
    expect(plain.statusCode).toBe(400)
    expect(plain.json().message).toBe('personalization: this clip is not personalisable')
    const tiny = await convert(app(), pro, {
      productId: oilChange,
      ...GIF,
      width: 32,
      height: 16,
      personalization: { price: 'FULL SYNTHETIC $' },
    })
    expect(tiny.statusCode).toBe(400)
    expect(tiny.json().message).toMatch(/^personalization\.price: too long to fit at 32x16/)
  })

  it('spends one download and one customisation credit, then nothing for the same texts at any size', async () => {
    await setPlanCredits(db(), PRO, 5, 5)
    const first = await convert(app(), pro, {
      productId: oilChange,
      ...GIF,
      personalization: { price: 'Only $19.99' },
    })
    expect(first.statusCode, first.body).toBe(202)
    expect(await planOf(PRO)).toEqual({ downloads: 4, customizations: 4 })
    const made = await waitForDownload(app(), pro, first.json().downloadId)
    expect(made).toMatchObject({ status: 'ready', entitlement: 'credit' })

    const again = await convert(app(), pro, {
      productId: oilChange,
      ...GIF,
      personalization: { price: 'only $19.99' },
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json()).toMatchObject({ status: 'ready' })
    const bigger = await convert(app(), pro, {
      productId: oilChange,
      ...GIF,
      width: 192,
      height: 96,
      personalization: { price: 'ONLY $19.99' },
    })
    expect(bigger.statusCode, bigger.body).toBe(202)
    await waitForDownload(app(), pro, bigger.json().downloadId)
    expect(await planOf(PRO)).toEqual({ downloads: 4, customizations: 4 })

    const other = await convert(app(), pro, {
      productId: oilChange,
      ...GIF,
      personalization: { price: 'ONLY $9.99' },
    })
    expect(other.statusCode, other.body).toBe(202)
    await waitForDownload(app(), pro, other.json().downloadId)
    expect(await planOf(PRO)).toEqual({ downloads: 3, customizations: 3 })

    const rows = await db().select().from(renditions).where(eq(renditions.productId, oilChange))
    const at96 = rows.filter((row) => row.width === 96)
    expect(at96.map((row) => row.personalization).sort()).toEqual([
      { price: 'ONLY $19.99' },
      { price: 'ONLY $9.99' },
    ])
    const plain = await convert(app(), pro, { productId: oilChange, ...GIF })
    await waitForDownload(app(), pro, plain.json().downloadId)
    const files = await db().select().from(renditions).where(eq(renditions.productId, oilChange))
    const shas = files.filter((row) => row.width === 96).map((row) => row.sha256)
    expect(new Set(shas).size).toBe(3)
    expect(
      files.every((row) => row.facts && (row.facts as { width: number }).width === row.width),
    ).toBe(true)
  })

  it('needs a customisation credit besides a download credit', async () => {
    await setPlanCredits(db(), PRO, 5, 0)
    const answer = await convert(app(), pro, {
      productId: oilChange,
      ...GIF,
      personalization: { price: 'NO EXTRAS' },
    })
    expect(answer.statusCode).toBe(402)
    expect(answer.json().message).toBe(
      'Add this personalised clip to your cart, or subscribe to a plan with downloads and customisations left, to download it',
    )
    expect(await planOf(PRO)).toEqual({ downloads: 5, customizations: 0 })
  })

  it('does not take a purchase of the plain clip for a personalised one', async () => {
    await grantPurchase(db(), FREE, oilChange)
    const answer = await convert(app(), free, {
      productId: oilChange,
      ...GIF,
      personalization: { price: 'FREE RIDE' },
    })
    expect(answer.statusCode).toBe(402)
  })

  it('renders and spends once for 20 identical requests at once', async () => {
    await setPlanCredits(db(), PRO, 5, 5)
    const jobs = await conversionJobs(db())
    const personal = await personalDownloads()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        convert(app(), pro, {
          productId: oilChange,
          ...GIF,
          personalization: { price: 'TWENTY AT ONCE' },
        }),
      ),
    )
    const ids = new Set(answers.map((answer) => answer.json().downloadId as string))
    expect(
      answers.map((answer) => answer.statusCode).every((code) => code === 202 || code === 200),
    ).toBe(true)
    expect(ids.size).toBe(1)
    expect(await conversionJobs(db())).toBe(jobs + 1)
    expect(await personalDownloads()).toBe(personal + 1)
    expect(await planOf(PRO)).toEqual({ downloads: 4, customizations: 4 })
  })
})
