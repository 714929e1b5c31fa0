import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { issueInvoice } from '../../src/services/invoices/issue-invoice.ts'
import {
  checkoutSessionObject,
  stripeShapedEvent,
} from '../../src/services/payments/sandbox-events.ts'
import { invoicesOf } from '../helpers/invoices.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { chargedEvent, openCartCheckout, postEvent, sandboxSecret } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'
import { testBackend } from '../helpers/test-database.ts'

const FREE = 'free@marquee.local'
const RACERS = 20

let testApp: TestApp
let free: Tokens

beforeAll(async () => {
  testApp = await createTestApp()
  free = await signIn(testApp.app, FREE, DEMO_PASSWORD)
}, 60_000)

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db
const settings = () => testApp.app.payments.invoicing
const line = { description: 'Clip', details: [], quantity: 1, unitCents: 1500, amountCents: 1500 }

async function freeUserId() {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, FREE))
  return user?.id ?? ''
}

describe(`invoice numbers under concurrency (${testBackend})`, () => {
  it(`${RACERS} deliveries of one payment and its success page at once give one invoice`, async () => {
    const { id, url } = await openCartCheckout(testApp.app, free, FREE)
    const { row } = await chargedEvent(db(), url)
    const secret = await sandboxSecret(db())
    const deliveries = Array.from({ length: RACERS }, () =>
      postEvent(
        testApp.app,
        stripeShapedEvent('checkout.session.completed', checkoutSessionObject(row)),
        secret,
      ),
    )
    const asks = Array.from({ length: RACERS }, () =>
      testApp.app.inject({ url: `/api/checkout/sessions/${id}`, headers: bearer(free) }),
    )
    const answers = await Promise.all([...deliveries, ...asks])
    expect(answers.map((answer) => answer.statusCode).every((status) => status === 200)).toBe(true)
    const listed = await invoicesOf(testApp.app, free)
    expect(listed).toHaveLength(1)
    expect(
      await db().select().from(invoices).where(eq(invoices.checkoutSessionId, id)),
    ).toHaveLength(1)
  })

  it(`${RACERS} issues for one payment at once answer one number`, async () => {
    const userId = await freeUserId()
    const issued = await Promise.all(
      Array.from({ length: RACERS }, () =>
        db().transaction((tx) =>
          issueInvoice(tx, settings(), {
            kind: 'invoice',
            paymentKey: 'race:one-payment',
            userId,
            lines: [line],
            discountCents: 0,
          }),
        ),
      ),
    )
    expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(1)
    expect(
      await db().select().from(invoices).where(eq(invoices.paymentKey, 'race:one-payment')),
    ).toHaveLength(1)
  })

  it(`${RACERS} different payments at once, some rolled back, leave no gap in the numbers`, async () => {
    const userId = await freeUserId()
    const [before] = await db().select({ n: invoices.number }).from(invoices)
    const series = before?.n.replace(/-\d+$/, '') ?? ''
    const outcomes = await Promise.allSettled(
      Array.from({ length: RACERS }, (_, index) =>
        db().transaction(async (tx) => {
          const invoice = await issueInvoice(tx, settings(), {
            kind: 'invoice',
            paymentKey: `race:payment-${index}`,
            userId,
            lines: [line],
            discountCents: 0,
          })
          // A payment whose transaction fails after its invoice was numbered gives the number back.
          if (index % 4 === 0) throw new Error('payment rolled back')
          return invoice
        }),
      ),
    )
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(RACERS / 4)
    const numbers = (
      await db()
        .select({ number: invoices.number })
        .from(invoices)
        .where(like(invoices.number, `${series}-%`))
    )
      .map((row) => Number(row.number.split('-').pop()))
      .sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1))
    expect(numbers).toHaveLength(2 + RACERS - RACERS / 4)
  })
})
