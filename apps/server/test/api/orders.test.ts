import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, products, users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { count } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let free: Tokens
let pro: Tokens
let basePrice: number

beforeAll(async () => {
  testApp = await createTestApp()
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
  const [product] = await testApp.database.db.select().from(products).where(eq(products.id, 2))
  basePrice = product?.priceCents ?? 0
})

afterAll(async () => {
  await testApp.close()
})

const payload = {
  user_email: 'free@marquee.local',
  product_id: 2,
  width: 384,
  height: 192,
  filetype: 'gif',
  aspect_ratio: '2:1',
  customization_requests: 'Say OPEN LATE in red',
  is_rush_order: true,
  // What the SPEC's storefront sends and the server must not believe.
  status: 'delivered',
  paymentstatus: 'paid',
  total_price: 0.01,
}

const placeOrder = (body: Record<string, unknown>, tokens?: Tokens) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    ...(tokens ? { headers: bearer(tokens) } : {}),
  })

const listOf = (path: string, tokens: Tokens) =>
  testApp.app.inject({ url: path, headers: bearer(tokens) })

describe('POST /api/orders', () => {
  it('prices the order itself and leaves it pending and unpaid, whatever the body says', async () => {
    const response = await placeOrder(payload, free)
    expect(response.statusCode, response.body).toBe(201)
    const expected = (basePrice + 3500 + 4000) / 100
    expect(response.json()).toMatchObject({
      user_email: 'free@marquee.local',
      product_id: 2,
      filetype: 'gif',
      is_rush_order: true,
      customization_requests: 'Say OPEN LATE in red',
      total_price: expected,
      status: 'pending',
      payment_status: 'unpaid',
    })
  })

  it.each([
    ['an unknown clip', { product_id: 999_999 }, /^product_id: /],
    ['a file type the converter does not make', { filetype: 'exe' }, /^filetype: /],
    ['a width of zero', { width: 0 }, /^width: /],
    ['a quantity of zero', { quantity: 0 }, /^quantity: /],
  ])('answers %s with 400 naming the field and creates nothing', async (_name, change, message) => {
    const before = await count(testApp.database.db, 'orders')
    const response = await placeOrder({ ...payload, ...change }, free)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
    expect(await count(testApp.database.db, 'orders')).toBe(before)
  })

  it('answers 401 signed out and 403 for another customer', async () => {
    expect((await placeOrder(payload)).statusCode).toBe(401)
    expect((await placeOrder(payload, pro)).statusCode).toBe(403)
  })
})

describe('the order lists', () => {
  it('lists the caller’s own orders newest first, in pages', async () => {
    await placeOrder({ ...payload, product_id: 3, customization_requests: '' }, free)
    await placeOrder({ ...payload, product_id: 4, customization_requests: '' }, free)
    const all = await listOf('/api/orders/user/free@marquee.local', free)
    expect(all.statusCode).toBe(200)
    const ids = all.json().orders.map((order: { product_id: number }) => order.product_id)
    expect(ids.slice(0, 3)).toEqual([4, 3, 2])
    expect(all.json().total).toBe(ids.length)
    const second = await listOf('/api/orders/user/free@marquee.local?page=2&pageSize=1', free)
    expect(second.json()).toMatchObject({ page: 2, pageSize: 1, total: ids.length })
    expect(second.json().orders.map((order: { product_id: number }) => order.product_id)).toEqual([
      3,
    ])
    const proList = await listOf('/api/orders/user/pro@marquee.local', pro)
    expect(proList.json().orders).toEqual([])
  })

  it('lists download orders paid by a credit apart', async () => {
    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pro@marquee.local'))
    await testApp.database.db.insert(orders).values({
      userId: user?.id ?? '',
      userEmail: 'pro@marquee.local',
      productId: 1,
      quantity: 1,
      unitCents: 0,
      lineCents: 0,
      totalCents: 0,
      orderStatus: 'subscription',
      paymentStatus: 'paid',
    })
    const downloads = await listOf('/api/subscription-orders/pro@marquee.local', pro)
    expect(downloads.json().orders).toEqual([
      expect.objectContaining({ status: 'subscription', product_id: 1 }),
    ])
    expect((await listOf('/api/orders/user/pro@marquee.local', pro)).json().orders).toEqual([])
  })

  it.each(['/api/orders/user/pro@marquee.local', '/api/subscription-orders/pro@marquee.local'])(
    'answers %s with 403 for another customer and 401 signed out',
    async (path) => {
      expect((await listOf(path, free)).statusCode).toBe(403)
      expect((await testApp.app.inject({ url: path })).statusCode).toBe(401)
    },
  )

  it('answers a bad page with 400 naming it', async () => {
    const response = await listOf('/api/orders/user/free@marquee.local?pageSize=1000', free)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/pageSize/)
  })
})
