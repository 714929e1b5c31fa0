import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderRefunds, orders } from '../../src/db/schema.ts'
import { adminHeaders, insertCustomOrder } from '../helpers/admin.ts'
import { stripeTestStore } from '../helpers/stripe-stand-in.ts'

let admin: Record<string, string>
/** What the stand-in answers to POST /v1/refunds next. */
let answer: { status?: number; body: unknown }

const store = stripeTestStore({
  serve: (stripe) => stripe.on('POST', '/v1/refunds', () => answer),
})

beforeAll(async () => {
  admin = await adminHeaders(store.testApp.app)
})

const db = () => store.testApp.database.db
const refundRequests = () => store.stripe.requests.filter((sent) => sent.path === '/v1/refunds')

const refund = (id: number) =>
  store.testApp.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refund`,
    headers: admin,
    payload: { reason: 'wrong size ordered' },
  })

async function orderState(id: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, id))
  const claims = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, id))
  return { status: order?.orderStatus, payment: order?.paymentStatus, claims }
}

const stripeRefund = (id: string, amount: number) => ({
  body: { id, object: 'refund', amount, currency: 'usd', status: 'succeeded' },
})

describe('refunds through Stripe, against a local stand-in for its API', () => {
  it("calls refunds.create for the order's amount with an idempotency key and records Stripe's id", async () => {
    const id = await insertCustomOrder(db(), {
      paymentStatus: 'paid',
      provider: 'stripe',
      totalCents: 4200,
      paidCents: 6000,
    })
    answer = stripeRefund('re_standin_1', 4200)
    const response = await refund(id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().outcome).toBe('refunded')
    const state = await orderState(id)
    expect(state).toMatchObject({ status: 'refunded', payment: 'refunded' })
    expect(state.claims).toMatchObject([{ status: 'succeeded', providerRefundId: 're_standin_1' }])
    const [sent] = refundRequests()
    expect(sent?.headers['idempotency-key']).toBe(`marquee-refund-${state.claims[0]?.id}`)
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      payment_intent: state.claims[0]?.paymentIntentId,
      amount: '4200',
    })
  })

  it('answers 502 when Stripe fails, 409 when it refuses, leaving the order paid; a retry works', async () => {
    const id = await insertCustomOrder(db(), {
      paymentStatus: 'paid',
      provider: 'stripe',
      totalCents: 1000,
    })
    answer = {
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong' } },
    }
    const failed = await refund(id)
    expect(failed.statusCode).toBe(502)
    expect(failed.json()).toMatchObject({
      statusCode: 502,
      message: `The payment provider could not refund order #${id} just now (Something went wrong). Nothing was changed: try again.`,
    })
    expect(await orderState(id)).toEqual({ status: 'pending', payment: 'paid', claims: [] })

    answer = {
      status: 400,
      body: {
        error: { type: 'invalid_request_error', message: 'Charge ch_1 has been charged back.' },
      },
    }
    const refused = await refund(id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      `The payment provider refused to refund order #${id}: Charge ch_1 has been charged back.`,
    )
    expect(await orderState(id)).toEqual({ status: 'pending', payment: 'paid', claims: [] })

    answer = stripeRefund('re_standin_2', 1000)
    expect((await refund(id)).json().outcome).toBe('refunded')
    expect((await orderState(id)).claims).toMatchObject([{ providerRefundId: 're_standin_2' }])
  })
})
