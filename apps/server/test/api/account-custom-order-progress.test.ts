import { RUSH_HOURS } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { adminTestStore, customerHeaders } from '../helpers/admin.ts'
import { deliverCustomOrder, moveCustomOrder } from '../helpers/custom-order-desk.ts'
import { convert, SMALL_GIF } from '../helpers/downloads.ts'
import { signIn } from '../helpers/oidc-flow.ts'
import { checkoutCart, orderForm, PAYING_CARD, payInSandbox } from '../helpers/payments.ts'

const FREE = 'free@marquee.local'
const store = adminTestStore({ MASTER_UPLOAD_MAX_BYTES: String(200 * 1024) })

const customLine = {
  productId: 1,
  quantity: 1,
  formData: { ...orderForm, customization: 'yes', comments: 'Say OPEN LATE', rushOrder: 'yes' },
}

async function accountClip(productId: number) {
  const response = await store.app.inject({
    url: '/api/downloads',
    headers: await customerHeaders(store.app, FREE),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().clips.find((clip: { productId: number }) => clip.productId === productId)
}

describe("a card-paid customised rush order in the customer's downloads", () => {
  it('is in production, due two days after payment, with no stock download, until delivered', async () => {
    const tokens = await signIn(store.app, FREE, DEMO_PASSWORD)
    const opened = await checkoutCart(store.app, tokens, { userEmail: FREE, lines: [customLine] })
    expect(opened.statusCode, opened.body).toBe(200)
    expect((await payInSandbox(store.app, opened.json().url, PAYING_CARD)).statusCode).toBe(303)
    const [order] = await store.db.select().from(orders).where(eq(orders.userEmail, FREE))
    expect(order?.paidAt).toBeTruthy()
    const id = order?.id ?? 0
    const due = new Date((order?.paidAt?.getTime() ?? 0) + RUSH_HOURS * 3_600_000)

    const waiting = await accountClip(customLine.productId)
    expect(waiting).toMatchObject({
      purchased: false,
      customOrders: [{ orderId: id, progress: 'waiting', rush: true, dueAt: due.toISOString() }],
      downloads: [],
    })
    const stock = await convert(store.app, tokens, {
      productId: customLine.productId,
      ...SMALL_GIF,
    })
    expect(stock.statusCode, stock.body).toBe(402)

    const started = await moveCustomOrder(store, id, 'in_production')
    expect(started.statusCode, started.body).toBe(200)
    expect((await accountClip(customLine.productId)).customOrders).toEqual([
      { orderId: id, progress: 'in_production', rush: true, dueAt: due.toISOString() },
    ])

    await deliverCustomOrder(store, id)
    const done = await accountClip(customLine.productId)
    expect(done.customOrders).toEqual([
      { orderId: id, progress: 'delivered', rush: true, dueAt: due.toISOString() },
    ])
    const own = await convert(store.app, tokens, {
      productId: customLine.productId,
      customOrderId: id,
      ...SMALL_GIF,
    })
    expect(own.statusCode, own.body).toBeLessThan(300)
  })
})
