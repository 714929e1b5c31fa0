import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, orders, subscriptions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { setPlanCredits } from '../helpers/credits.ts'
import { userIdOf } from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, count, orderForm, PAYING_CARD, payInSandbox } from '../helpers/payments.ts'
import { rendered } from '../helpers/rendered-mail.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let pro: Tokens
let free: Tokens

beforeAll(async () => {
  testApp = await createTestApp({ SHOP_EMAIL: 'studio@marquee.local' })
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db

/** docs/requirements.md §4's Submit Order payload: pending, paid by the plan ('subscription'). */
const submission = (change: Record<string, unknown> = {}) => ({
  user_email: 'pro@marquee.local',
  product_id: 2,
  width: 384,
  height: 192,
  filetype: 'mp4',
  aspect_ratio: '2:1',
  customization_requests:
    'Put "Joe\'s Autos" in red\nLogo URL: http://localhost:3000/uploads/x.png',
  is_rush_order: false,
  status: 'pending',
  paymentstatus: 'subscription',
  fit: 'crop',
  depth: 'amber',
  ...change,
})

const submit = (body: Record<string, unknown>, tokens: Tokens | null = pro) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    ...(tokens ? { headers: bearer(tokens) } : {}),
  })

async function creditsLeft(email: string) {
  const [row] = await db()
    .select({
      downloads: subscriptions.remainingTotalOrders,
      customizations: subscriptions.remainingCustomizationOrders,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, await userIdOf(db(), email)))
  return row
}

const customOrders = async (email: string) =>
  db()
    .select()
    .from(orders)
    .where(and(eq(orders.userEmail, email), eq(orders.paymentStatus, 'subscription')))

describe('Submit Order (POST /api/orders paid by the plan)', () => {
  it('refuses a rush order with 402, spending nothing: rush is paid at checkout', async () => {
    await setPlanCredits(db(), 'pro@marquee.local', 5, 2)
    const before = await count(db(), 'orders')
    const response = await submit(submission({ is_rush_order: true }))
    expect(response.statusCode).toBe(402)
    expect(response.json()).toMatchObject({
      statusCode: 402,
      message:
        'A rush order costs $40, paid at checkout: add it to the cart, or submit the order without rush.',
    })
    expect(await count(db(), 'orders')).toBe(before)
    expect(await creditsLeft('pro@marquee.local')).toEqual({ downloads: 5, customizations: 2 })
  })

  it('spends one download and one customisation credit with a pending order', async () => {
    await setPlanCredits(db(), 'pro@marquee.local', 5, 2)
    const response = await submit(submission())
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      status: 'pending',
      payment_status: 'subscription',
      is_rush_order: false,
      total_price: 0,
      width: 384,
      height: 192,
      filetype: 'mp4',
    })
    expect(await creditsLeft('pro@marquee.local')).toEqual({ downloads: 4, customizations: 1 })
    const [row] = await db().select().from(orders).where(eq(orders.id, response.json().id))
    expect(row?.customizationRequests).toContain('Logo URL: http://localhost:3000/uploads/x.png')
    expect(row?.options).toMatchObject({ fit: 'crop', depth: 'amber', rushOrder: false })
  })

  it('shows the custom order in the account as pending', async () => {
    const response = await testApp.app.inject({
      url: '/api/orders/user/pro@marquee.local',
      headers: bearer(pro),
    })
    const mine = response.json().orders as { status: string; is_rush_order: boolean }[]
    expect(mine[0]).toMatchObject({ status: 'pending', is_rush_order: false })
  })

  it.each([
    ['no customisation credit', 5, 0],
    ['no download credit', 0, 2],
  ])('with %s answers 402 and writes nothing', async (_name, downloads, customizations) => {
    await setPlanCredits(db(), 'pro@marquee.local', downloads, customizations)
    const before = await count(db(), 'orders')
    const response = await submit(submission())
    expect(response.statusCode).toBe(402)
    expect(response.json().message).toMatch(/add the customised clip to the cart/)
    expect(await count(db(), 'orders')).toBe(before)
    expect(await creditsLeft('pro@marquee.local')).toEqual({ downloads, customizations })
  })

  it('answers a Free customer 402 and a signed-out visitor 401, writing nothing', async () => {
    const before = await count(db(), 'orders')
    const freeAnswer = await submit(submission({ user_email: 'free@marquee.local' }), free)
    expect(freeAnswer.statusCode).toBe(402)
    expect((await submit(submission(), null)).statusCode).toBe(401)
    expect(await count(db(), 'orders')).toBe(before)
  })

  it('refuses a Submit Order without instructions with 400 naming the field', async () => {
    await setPlanCredits(db(), 'pro@marquee.local', 5, 2)
    const response = await submit(submission({ customization_requests: '  ' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^customization_requests: /)
    expect(await creditsLeft('pro@marquee.local')).toEqual({ downloads: 5, customizations: 2 })
  })

  it('50 concurrent Submit Orders with one customisation credit left make exactly one order', async () => {
    await setPlanCredits(db(), 'pro@marquee.local', 10, 1)
    const before = (await customOrders('pro@marquee.local')).length
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(submission())))
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(1)
    expect(codes.filter((code) => code === 402)).toHaveLength(49)
    expect((await customOrders('pro@marquee.local')).length).toBe(before + 1)
    expect(await creditsLeft('pro@marquee.local')).toEqual({ downloads: 9, customizations: 0 })
  })
})

const sendEmail = (body: Record<string, unknown>, tokens: Tokens | null = pro) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/send-email',
    payload: body,
    ...(tokens ? { headers: bearer(tokens) } : {}),
  })

const mailTo = async (address: string) =>
  rendered(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)))

describe('POST /api/send-email', () => {
  let orderId: number
  beforeAll(async () => {
    await setPlanCredits(db(), 'pro@marquee.local', 5, 2)
    const response = await submit(
      submission({ customization_requests: 'Say <script>alert(1)</script> & <b>SALE</b>' }),
    )
    orderId = response.json().id
  })

  it("mails the customer's confirmation and the shop's notice from the order the server holds", async () => {
    const shopBefore = (await mailTo('studio@marquee.local')).length
    const response = await sendEmail({
      to: 'pro@marquee.local',
      subject: 'ignored',
      template: 'order-submitted',
      variables: { order_id: orderId, name: '<img src=x onerror=alert(1)>' },
    })
    expect(response.statusCode, response.body).toBe(202)
    const customer = (await mailTo('pro@marquee.local')).at(-1)
    expect(customer?.subject).toBe(`Your customised order #${orderId} is submitted`)
    expect(customer?.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(customer?.htmlBody).not.toContain('<script>')
    expect(customer?.htmlBody).not.toContain('<b>SALE</b>')
    const shop = await mailTo('studio@marquee.local')
    expect(shop).toHaveLength(shopBefore + 1)
    expect(shop.at(-1)?.subject).toBe(`New customised order #${orderId}`)
    expect(shop.at(-1)?.textBody).toContain('pro@marquee.local')
  })

  it('refuses a `to` of someone else with 403 and sends nothing', async () => {
    const before = await count(db(), 'mail_outbox')
    const response = await sendEmail({
      to: 'victim@example.com',
      template: 'order-submitted',
      variables: { order_id: orderId },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toMatch(/^to: /)
    expect(await count(db(), 'mail_outbox')).toBe(before)
    expect(await mailTo('victim@example.com')).toHaveLength(0)
  })

  it.each([
    [
      'an unknown template',
      { template: 'newsletter', variables: { order_id: 1 } },
      400,
      /^template: /,
    ],
    ['no order', { template: 'order-submitted' }, 400, /^variables.order_id: /],
  ])('answers %s with %i and sends nothing', async (_name, body, status, message) => {
    const before = await count(db(), 'mail_outbox')
    const response = await sendEmail(body)
    expect(response.statusCode).toBe(status)
    expect(response.json().message).toMatch(message)
    expect(await count(db(), 'mail_outbox')).toBe(before)
  })

  it("refuses someone else's order with 404 and a signed-out caller with 401", async () => {
    const before = await count(db(), 'mail_outbox')
    const other = await sendEmail(
      { template: 'order-submitted', variables: { order_id: orderId } },
      free,
    )
    expect(other.statusCode).toBe(404)
    const anonymous = await sendEmail(
      { template: 'order-submitted', variables: { order_id: orderId } },
      null,
    )
    expect(anonymous.statusCode).toBe(401)
    expect(await count(db(), 'mail_outbox')).toBe(before)
  })
})

describe('a customisation paid through the cart', () => {
  it('becomes the same pending custom order, with its instructions and rush, once paid', async () => {
    const opened = await checkoutCart(testApp.app, free, {
      userEmail: 'free@marquee.local',
      lines: [
        {
          productId: 2,
          quantity: 1,
          formData: {
            ...orderForm,
            customization: 'yes',
            rushOrder: 'yes',
            comments: 'Our logo, blue',
          },
        },
      ],
    })
    expect(opened.statusCode, opened.body).toBe(200)
    const { url } = opened.json() as { url: string }
    expect((await payInSandbox(testApp.app, url, PAYING_CARD)).statusCode).toBe(303)
    const response = await testApp.app.inject({
      url: '/api/orders/user/free@marquee.local',
      headers: bearer(free),
    })
    const [order] = response.json().orders
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'paid',
      customization_requests: 'Our logo, blue',
      is_rush_order: true,
    })
  })
})
