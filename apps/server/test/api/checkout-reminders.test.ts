import { tmpdir } from 'node:os'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config/config.ts'
import { checkoutSessions } from '../../src/db/schema.ts'
import { adminTestStore } from '../helpers/admin.ts'
import {
  checkOut,
  linkToken,
  newCustomer,
  openedHoursAgo,
  reminderCart,
  remindersTo,
} from '../helpers/checkout-reminders.ts'
import { PAYING_CARD, payInSandbox } from '../helpers/payments.ts'

// The default delay: 4 hours.
const store = adminTestStore({ COUPON_RATE_LIMIT: '1000' })

async function session(id: string) {
  const [row] = await store.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
  return row
}

const restore = (token: unknown) =>
  store.app.inject({ method: 'POST', url: '/api/cart/restore', payload: { token } })

describe('asking at checkout', () => {
  it('keeps the consent the customer gave with the checkout, and none when not given', async () => {
    const ticked = await checkOut(store.app, await newCustomer(store.app), {
      reminderConsent: true,
    })
    const unticked = await checkOut(store.app, await newCustomer(store.app))
    expect((await session(ticked.id))?.reminderConsent).toBe(true)
    expect((await session(unticked.id))?.reminderConsent).toBe(false)
  })
})

describe('the reminder of a checkout walked away from', () => {
  it('goes out once the delay has passed, lists the cart, says why, and never again', async () => {
    const customer = await newCustomer(store.app, 'Rita Reminded')
    const { id } = await checkOut(store.app, customer, { reminderConsent: true })

    expect(await store.app.checkoutReminders.sweep()).toBe(0)
    await openedHoursAgo(store.db, id, 3.9)
    await store.app.checkoutReminders.sweep()
    expect(await remindersTo(store.db, customer.email)).toEqual([])

    await openedHoursAgo(store.db, id, 4.1)
    await store.app.checkoutReminders.sweep()
    const [mail, ...more] = await remindersTo(store.db, customer.email)
    expect(more).toEqual([])
    const text = mail?.text ?? ''
    expect(text).toContain('Hello Rita Reminded')
    expect(text).toContain('Oil Change Special × 1 (mp4)')
    expect(text).toContain('rush, customisation: Say OPEN LATE')
    expect(text).toContain('Headlight Restoration Promo × 2 (gif)')
    expect(text).toContain('Coupon applied: WELCOME10')
    expect(text).toContain("you ticked “Email me a reminder if I don't finish this checkout”")
    expect(text).toContain('It is the only reminder we send about this checkout.')
    expect(text).toMatch(/http:\/\/localhost:3000\/shop\/cart\?restore=[\w-]{43}\n/)

    expect(await store.app.checkoutReminders.sweep()).toBe(0)
    await openedHoursAgo(store.db, id, 20)
    expect(await store.app.checkoutReminders.sweep()).toBe(0)
    expect(await remindersTo(store.db, customer.email)).toHaveLength(1)
    expect((await session(id))?.reminderSentAt).toBeInstanceOf(Date)
  })

  it('is not sent without consent', async () => {
    const customer = await newCustomer(store.app)
    const { id } = await checkOut(store.app, customer, { reminderConsent: false })
    await openedHoursAgo(store.db, id, 5)
    await store.app.checkoutReminders.sweep()
    expect(await store.app.checkoutReminders.send(id)).toBe(false)
    expect(await remindersTo(store.db, customer.email)).toEqual([])
  })

  it('is not sent days late, when the customer has moved on (after 48 hours past due)', async () => {
    const customer = await newCustomer(store.app)
    const { id } = await checkOut(store.app, customer, { reminderConsent: true })
    await openedHoursAgo(store.db, id, 4 + 49)
    expect(await store.app.checkoutReminders.send(id)).toBe(false)
    expect(await remindersTo(store.db, customer.email)).toEqual([])
  })

  it('is not sent when the customer paid meanwhile, that checkout or a later one', async () => {
    const paidLater = await newCustomer(store.app)
    const walkedAway = await checkOut(store.app, paidLater, { reminderConsent: true })
    const paid = await checkOut(store.app, paidLater)
    expect((await payInSandbox(store.app, paid.url, PAYING_CARD)).statusCode).toBe(303)
    expect((await session(paid.id))?.status).toBe('complete')
    await openedHoursAgo(store.db, walkedAway.id, 6)
    await openedHoursAgo(store.db, paid.id, 5)

    const paidThis = await newCustomer(store.app)
    const own = await checkOut(store.app, paidThis, { reminderConsent: true })
    expect((await payInSandbox(store.app, own.url, PAYING_CARD)).statusCode).toBe(303)
    await openedHoursAgo(store.db, own.id, 5)

    await store.app.checkoutReminders.sweep()
    expect(await remindersTo(store.db, paidLater.email)).toEqual([])
    expect(await remindersTo(store.db, paidThis.email)).toEqual([])
  })

  it('of checkouts replacing each other, is sent once, for the latest', async () => {
    const customer = await newCustomer(store.app)
    const first = await checkOut(store.app, customer, { reminderConsent: true })
    const second = await checkOut(store.app, customer, {
      reminderConsent: true,
      lines: [reminderCart.lines[1]],
    })
    expect((await session(first.id))?.status).toBe('expired')
    await openedHoursAgo(store.db, first.id, 6)
    await openedHoursAgo(store.db, second.id, 5)
    await store.app.checkoutReminders.sweep()
    const mails = await remindersTo(store.db, customer.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).not.toContain('Oil Change Special')
    expect((await session(first.id))?.reminderSentAt).toBeNull()
  })

  it('goes out once however many sweeps run at the same moment', async () => {
    const customer = await newCustomer(store.app)
    const { id } = await checkOut(store.app, customer, { reminderConsent: true })
    await openedHoursAgo(store.db, id, 5)
    // 20 sweeps and 5 direct sends of this one reminder, all at once.
    const sweeps = await Promise.all(
      Array.from({ length: 20 }, () => store.app.checkoutReminders.sweep()).concat(
        Array.from({ length: 5 }, () => store.app.checkoutReminders.send(id).then(Number)),
      ),
    )
    expect(sweeps.reduce((sum, sent) => sum + sent, 0)).toBe(1)
    expect(await remindersTo(store.db, customer.email)).toHaveLength(1)
  })
})

describe('the link in the reminder', () => {
  async function remindedToken() {
    const customer = await newCustomer(store.app)
    const { id } = await checkOut(store.app, customer, { reminderConsent: true })
    await openedHoursAgo(store.db, id, 5)
    await store.app.checkoutReminders.send(id)
    const [mail] = await remindersTo(store.db, customer.email)
    return { id, token: linkToken(mail?.text ?? '') }
  }

  it('gives back the lines with their options and the coupon, as often as it is opened', async () => {
    const { token } = await remindedToken()
    const response = await restore(token)
    expect(response.statusCode, response.body).toBe(200)
    const cart = response.json()
    expect(
      cart.lines.map((line: { product: { id: number; title: string } }) => ({
        ...line,
        product: { id: line.product.id, title: line.product.title },
      })),
    ).toEqual([
      {
        product: { id: 1, title: 'Oil Change Special' },
        quantity: 1,
        formData: reminderCart.lines[0]?.formData,
      },
      {
        product: { id: 2, title: 'Headlight Restoration Promo' },
        quantity: 2,
        formData: reminderCart.lines[1]?.formData,
      },
    ])
    expect(cart.coupon).toEqual({
      name: 'Welcome 10% off',
      discount_code: 'WELCOME10',
      percentage: 10,
    })
    expect((await restore(token)).json()).toEqual(cart)
  })

  it('answers a bad, unknown or expired token with 400 naming the field', async () => {
    for (const token of ['not-a-token', 42, '']) {
      const response = await restore(token)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/^token: /)
    }
    const unknown = await restore('A'.repeat(43))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(
      'token: this cart link is not valid. Open the link from the reminder mail again, or add the clips from the shop.',
    )

    const { id, token } = await remindedToken()
    await store.db
      .update(checkoutSessions)
      .set({ reminderSentAt: sql`now() - interval '8 days'` })
      .where(eq(checkoutSessions.id, id))
    const expired = await restore(token)
    expect(expired.statusCode).toBe(400)
    expect(expired.json().message).toMatch(
      /^token: this cart link has expired \(links last 7 days\)/,
    )
  })
})

describe('ABANDONED_CHECKOUT_REMINDER_HOURS', () => {
  const hourStore = adminTestStore({ ABANDONED_CHECKOUT_REMINDER_HOURS: '1' })

  it('sets the delay: with 1, a checkout left 75 minutes ago is reminded', async () => {
    const customer = await newCustomer(hourStore.app)
    const { id } = await checkOut(hourStore.app, customer, { reminderConsent: true })
    await openedHoursAgo(hourStore.db, id, 0.75)
    expect(await hourStore.app.checkoutReminders.sweep()).toBe(0)
    await openedHoursAgo(hourStore.db, id, 1.25)
    expect(await hourStore.app.checkoutReminders.sweep()).toBe(1)
    expect(await remindersTo(hourStore.db, customer.email)).toHaveLength(1)
  })

  it('defaults to 4 hours, takes decimals, and refuses 0 naming the variable', () => {
    const hours = (value?: string) =>
      loadConfig({ DATA_DIR: tmpdir(), ABANDONED_CHECKOUT_REMINDER_HOURS: value })
        .ABANDONED_CHECKOUT_REMINDER_HOURS
    expect(hours()).toBe(4)
    expect(hours('0.5')).toBe(0.5)
    expect(() => hours('0')).toThrow(/ABANDONED_CHECKOUT_REMINDER_HOURS: must be more than 0 hours/)
  })
})
