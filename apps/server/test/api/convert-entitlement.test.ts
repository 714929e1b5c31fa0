import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import {
  conversionJobs,
  convert,
  creditsOf,
  grantPurchase,
  SMALL_GIF,
  waitForDownload,
} from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { count } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let free: Tokens
let pro: Tokens
const PRO = 'pro@marquee.local'
const FREE = 'free@marquee.local'

beforeAll(async () => {
  testApp = await createTestApp({ WORKER_CONCURRENCY: '1', QUEUE_POLL_INTERVAL_SECONDS: '0.5' })
  free = await signIn(testApp.app, FREE, DEMO_PASSWORD)
  pro = await signIn(testApp.app, PRO, DEMO_PASSWORD)
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db
const app = () => testApp.app

describe('POST /api/convert with a plan credit', () => {
  it('spends one credit, records a subscription order, a licence and a ready email', async () => {
    const before = await creditsOf(db(), PRO)
    const accepted = await convert(app(), pro, { productId: 1, ...SMALL_GIF })
    expect(accepted.statusCode, accepted.body).toBe(202)
    const { downloadId } = accepted.json()
    expect(await creditsOf(db(), PRO)).toBe(before - 1)

    const download = await waitForDownload(app(), pro, downloadId)
    expect(download).toMatchObject({ status: 'ready', progress: 1, entitlement: 'credit' })
    expect(download.filename).toMatch(/_32x16\.gif$/)
    expect(await creditsOf(db(), PRO)).toBe(before - 1)
    expect(
      await count(
        db(),
        'orders',
        `user_email = '${PRO}' and order_status = 'subscription' and payment_status = 'subscription'`,
      ),
    ).toBe(1)
    expect(
      await count(db(), 'downloads', `id = '${downloadId}' and credit_state = 'committed'`),
    ).toBe(1)
    expect(
      await count(
        db(),
        'mail_outbox',
        `to_address = '${PRO}' and subject like 'Your download is ready%'`,
      ),
    ).toBe(1)

    const file = await app().inject({
      url: new URL(download.url ?? '').pathname + new URL(download.url ?? '').search,
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toContain(download.filename)
    expect(file.rawPayload.subarray(0, 6).toString()).toBe('GIF89a')

    const licence = await app().inject({
      url: `/api/licences/${download.licenceId}`,
      headers: bearer(pro),
    })
    expect(licence.statusCode).toBe(200)
    expect(licence.json()).toMatchObject({
      width: 32,
      height: 16,
      format: 'gif',
      customerEmail: PRO,
    })
    expect(licence.json().sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('gives a file the customer already got again at once, spending nothing', async () => {
    const jobs = await conversionJobs(db())
    const before = await creditsOf(db(), PRO)
    const again = await convert(app(), pro, { productId: 1, ...SMALL_GIF })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json()).toMatchObject({ status: 'ready' })
    expect(again.json().url).toContain('sig=')
    expect(await conversionJobs(db())).toBe(jobs)
    expect(await creditsOf(db(), PRO)).toBe(before)
    expect(await count(db(), 'orders', `user_email = '${PRO}'`)).toBe(1)
    const { downloadId } = again.json()
    expect(
      await count(
        db(),
        'downloads',
        `id = '${downloadId}' and entitlement = 'credit' and credit_state = 'none' and order_id is not null`,
      ),
    ).toBe(1)
    expect(await count(db(), 'licences', `download_id = '${downloadId}'`)).toBe(1)
  })
  it('gives the same ready file to twenty requests at once, spending nothing', async () => {
    const before = await creditsOf(db(), PRO)
    const orders = await count(db(), 'orders', `user_email = '${PRO}'`)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => convert(app(), pro, { productId: 1, ...SMALL_GIF })),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    expect(await creditsOf(db(), PRO)).toBe(before)
    expect(await count(db(), 'orders', `user_email = '${PRO}'`)).toBe(orders)
  })
})

describe('POST /api/convert with a purchase or nothing', () => {
  it('refuses a free customer who has not bought the clip: 402, no job, no order', async () => {
    const jobs = await conversionJobs(db())
    const refused = await convert(app(), free, { productId: 2, ...SMALL_GIF })
    expect(refused.statusCode, refused.body).toBe(402)
    expect(refused.json()).toMatchObject({ statusCode: 402, error: 'Payment Required' })
    expect(await conversionJobs(db())).toBe(jobs)
    expect(await count(db(), 'downloads', `product_id = 2`)).toBe(0)
    expect(await count(db(), 'orders', `user_email = '${FREE}'`)).toBe(0)
  })

  it('lets a buyer download the clip at another size and format, free of credits', async () => {
    await grantPurchase(db(), FREE, 2)
    const orders = await count(db(), 'orders', `user_email = '${FREE}'`)
    const accepted = await convert(app(), free, {
      productId: 2,
      format: 'mp4',
      width: 33,
      height: 17,
      fit: 'crop',
      depth: 'amber',
    })
    expect(accepted.statusCode, accepted.body).toBe(202)
    const download = await waitForDownload(app(), free, accepted.json().downloadId)
    expect(download).toMatchObject({ status: 'ready', entitlement: 'purchase', width: 33 })
    expect(await count(db(), 'orders', `user_email = '${FREE}'`)).toBe(orders)

    const list = await app().inject({ url: '/api/downloads', headers: bearer(free) })
    expect(list.statusCode).toBe(200)
    const clip = list.json().clips.find((entry: { productId: number }) => entry.productId === 2)
    expect(clip).toMatchObject({ purchased: true })
    expect(clip.downloads[0].url).toContain('sig=')
  })

  it('spends a credit for a new file even when another customer’s copy is cached', async () => {
    await grantPurchase(db(), FREE, 1)
    const spec = { productId: 1, ...SMALL_GIF, width: 48 }
    const theirs = await convert(app(), free, spec)
    expect(theirs.statusCode, theirs.body).toBe(202)
    await waitForDownload(app(), free, theirs.json().downloadId)
    const jobs = await conversionJobs(db())
    const before = await creditsOf(db(), PRO)
    const mine = await convert(app(), pro, spec)
    expect(mine.statusCode, mine.body).toBe(200)
    expect(await conversionJobs(db())).toBe(jobs)
    expect(await creditsOf(db(), PRO)).toBe(before - 1)
    expect(await count(db(), 'licences', `download_id = '${mine.json().downloadId}'`)).toBe(1)
  })
  it("answers 404 for another customer's download and licence", async () => {
    const mine = await convert(app(), pro, { productId: 1, ...SMALL_GIF })
    const { downloadId, licenceId } = mine.json()
    const theirs = await app().inject({
      url: `/api/downloads/${downloadId}`,
      headers: bearer(free),
    })
    expect(theirs.statusCode).toBe(404)
    const licence = await app().inject({ url: `/api/licences/${licenceId}`, headers: bearer(free) })
    expect(licence.statusCode).toBe(404)
  })

  it('needs a signed-in caller', async () => {
    expect((await convert(app(), null, { productId: 1, ...SMALL_GIF })).statusCode).toBe(401)
  })
})

describe('POST /api/convert refuses bad input, naming the field, with no job', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['width 0', { width: 0 }, 'width'],
    ['a negative height', { height: -4 }, 'height'],
    ['a fractional width', { width: 32.5 }, 'width'],
    ['a width above 4096', { width: 4097 }, 'width'],
    ['an unknown format', { format: 'webm' }, 'format'],
    ['an unknown fit', { fit: 'zoom' }, 'fit'],
    ['an unknown depth', { depth: 'sepia' }, 'depth'],
    ['an unknown product', { productId: 999_999 }, 'productId'],
    ['a product id as text', { productId: 'one' }, 'productId'],
  ]
  it.each(cases)('%s', async (_name, change, field) => {
    const jobs = await conversionJobs(db())
    const answer = await convert(app(), pro, { productId: 1, ...SMALL_GIF, ...change })
    expect(answer.statusCode, answer.body).toBe(400)
    expect(answer.json().message).toContain(field)
    expect(await conversionJobs(db())).toBe(jobs)
  })

  it("refuses docs/requirements.md §7's free video URL in place of a product id", async () => {
    const { productId: _dropped, ...rest } = { productId: 1, ...SMALL_GIF }
    const answer = await convert(app(), pro, { ...rest, videoUrl: 'https://example.com/clip.mp4' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toContain('productId')
  })
})
