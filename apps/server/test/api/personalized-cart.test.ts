import type { AccountClip } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { convert, waitForDownload } from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, count, orderForm, PAYING_CARD, payInSandbox } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const FREE = 'free@marquee.local'
const GIF_96X48 = { ...orderForm, fileType: 'gif', dimensions: { width: 96, height: 48 } } as const

let testApp: TestApp
let free: Tokens
let openSign: number

beforeAll(async () => {
  testApp = await createTestApp({ WORKER_CONCURRENCY: '1', QUEUE_POLL_INTERVAL_SECONDS: '0.5' })
  free = await signIn(testApp.app, FREE, DEMO_PASSWORD)
  const [row] = await testApp.database.db
    .select({ id: products.id, priceCents: products.priceCents })
    .from(products)
    .where(eq(products.slug, 'open-sign-classic-red'))
  if (!row) throw new Error('no open sign clip')
  openSign = row.id
})

afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const db = () => testApp.database.db
const personalLine = (personalization: Record<string, unknown>) => ({
  productId: openSign,
  quantity: 1,
  formData: { ...GIF_96X48, personalization },
})

describe('a personalised clip through the cart', () => {
  it('is priced with the customisation fee by the server', async () => {
    const quote = await app().inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { lines: [personalLine({ business: "Rosa's Tacos" })] },
    })
    expect(quote.statusCode, quote.body).toBe(200)
    const [line] = quote.json().lines
    expect(line.customizationFee).toBe(35)
    expect(line.unitPrice).toBeCloseTo(line.basePrice + 35)
  })

  it('refuses texts its template refuses, naming the line and field, and opens no checkout', async () => {
    const orders = await count(db(), 'orders')
    const answer = await checkoutCart(app(), free, {
      userEmail: FREE,
      lines: [personalLine({ business: 'x'.repeat(21) })],
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toContain(
      'lines.0.formData.personalization.business: at most 20 characters',
    )
    expect(await count(db(), 'orders')).toBe(orders)
  })

  it('is bought with its texts, listed in the account and downloaded with them, and only with them', async () => {
    const opened = await checkoutCart(app(), free, {
      userEmail: FREE,
      lines: [personalLine({ business: "Rosa's Tacos" })],
    })
    expect(opened.statusCode, opened.body).toBe(200)
    expect((await payInSandbox(app(), opened.json().url, PAYING_CARD)).statusCode).toBe(303)

    const listed = await app().inject({ url: '/api/downloads', headers: bearer(free) })
    const clip = (listed.json().clips as AccountClip[]).find((c) => c.productId === openSign)
    expect(clip?.purchased).toBe(false)
    expect(clip?.personalPurchases).toEqual([
      expect.objectContaining({
        personalization: { business: "ROSA'S TACOS" },
        boughtAs: {
          format: 'gif',
          width: 96,
          height: 48,
          fit: 'letterbox',
          depth: 'full',
          fps: 'source',
          codec: 'mjpeg',
        },
      }),
    ])

    const spec = { productId: openSign, format: 'mp4', width: 192, height: 96 }
    const mine = await convert(app(), free, {
      ...spec,
      personalization: { business: "Rosa's Tacos" },
    })
    expect([200, 202], mine.body).toContain(mine.statusCode)
    const ready = await waitForDownload(app(), free, mine.json().downloadId)
    expect(ready).toMatchObject({
      status: 'ready',
      entitlement: 'purchase',
      personalization: { business: "ROSA'S TACOS" },
    })
    const other = await convert(app(), free, { ...spec, personalization: { business: 'Other' } })
    expect(other.statusCode).toBe(402)
    const plain = await convert(app(), free, spec)
    expect(plain.statusCode).toBe(402)
  })
})
