import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let prices: Map<string, { id: number; price: number }>

beforeAll(async () => {
  testApp = await createTestApp()
  const list = (await testApp.app.inject('/api/products')).json() as Array<{
    id: number
    title: string
    price: number
  }>
  prices = new Map(list.map((product) => [product.title, product]))
})

afterAll(async () => {
  await testApp.close()
})

const quote = (payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: payload as Record<string, unknown>,
  })

const idOf = (title: string) => prices.get(title)?.id ?? 0

const customForm = (customization: 'yes' | 'no', rushOrder: 'yes' | 'no') => ({
  fileType: 'mp4',
  dimensions: { width: 192, height: 96 },
  aspectRatio: '2:1',
  customization,
  comments: customization === 'yes' ? 'Put our phone number on it' : '',
  rushOrder,
  quantity: 1,
})

describe('POST /api/cart/quote', () => {
  it('prices lines from the catalogue with the SPEC extras, in dollars', async () => {
    const response = await quote({
      lines: [
        { productId: idOf('Oil Change Special'), quantity: 2 },
        {
          productId: idOf('Tire Sale Countdown'),
          quantity: 1,
          formData: customForm('yes', 'yes'),
        },
      ],
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.lines[0]).toMatchObject({ status: 'ok', unitPrice: 10, lineTotal: 20 })
    expect(body.lines[1]).toMatchObject({
      status: 'ok',
      basePrice: 18,
      customizationFee: 35,
      rushFee: 40,
      unitPrice: 93,
      lineTotal: 93,
    })
    expect(body).toMatchObject({ subtotal: 113, discount: 0, total: 113, coupon: null })
  })

  it('applies an active coupon per line and reports an invalid one', async () => {
    const lines = [{ productId: idOf('Headlight Restoration Promo'), quantity: 1 }]
    const good = (await quote({ lines, couponCode: 'welcome10' })).json()
    expect(good).toMatchObject({ subtotal: 12, discount: 1.2, total: 10.8 })
    expect(good.coupon).toEqual({
      name: 'Welcome 10% off',
      discount_code: 'WELCOME10',
      percentage: 10,
    })
    const bad = (await quote({ lines, couponCode: 'SPRING25' })).json()
    expect(bad).toMatchObject({
      total: 12,
      coupon: null,
      couponMessage: 'Invalid or inactive coupon code',
    })
  })

  it('flags a clip that is gone or out of stock and charges nothing for it', async () => {
    const tire = idOf('Tire Sale Countdown')
    await testApp.database.db
      .update(products)
      .set({ status: 'out-of-stock' })
      .where(eq(products.id, tire))
    const body = (
      await quote({
        lines: [
          { productId: 987654, quantity: 1 },
          { productId: tire, quantity: 1 },
        ],
      })
    ).json()
    expect(body.lines.map((line: { status: string }) => line.status)).toEqual([
      'missing',
      'out-of-stock',
    ])
    expect(body.total).toBe(0)
    await testApp.database.db
      .update(products)
      .set({ status: 'in-stock' })
      .where(eq(products.id, tire))
  })

  it('follows a price change in the catalogue', async () => {
    const oil = idOf('Oil Change Special')
    await testApp.database.db.update(products).set({ priceCents: 1150 }).where(eq(products.id, oil))
    const body = (await quote({ lines: [{ productId: oil, quantity: 1 }] })).json()
    expect(body.lines[0]).toMatchObject({ basePrice: 11.5, unitPrice: 11.5 })
    await testApp.database.db.update(products).set({ priceCents: 1000 }).where(eq(products.id, oil))
  })

  it.each([
    [
      'a price in the request is ignored',
      { lines: [{ productId: 1, quantity: 1, price: 0.01 }] },
      200,
    ],
    ['a zero quantity', { lines: [{ productId: 1, quantity: 0 }] }, 400],
    [
      'a customisation without comments',
      {
        lines: [
          { productId: 1, quantity: 1, formData: { ...customForm('yes', 'no'), comments: '' } },
        ],
      },
      400,
    ],
    [
      'a bad file type',
      {
        lines: [
          { productId: 1, quantity: 1, formData: { ...customForm('no', 'no'), fileType: 'exe' } },
        ],
      },
      400,
    ],
    ['no lines field', {}, 400],
  ])('%s', async (_name, payload, status) => {
    const response = await quote(payload)
    expect(response.statusCode).toBe(status)
    if (status === 200) expect(response.json().total).toBe(10)
    else expect(response.json().message).toMatch(/^lines/)
  })
})
