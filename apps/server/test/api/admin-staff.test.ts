import { OWNER_ONLY_MESSAGE } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderRefunds, orders, sandboxRefunds, users } from '../../src/db/schema.ts'
import { adminTestStore, customerHeaders, insertCustomOrder, mailTo } from '../helpers/admin.ts'
import { bearer, signIn } from '../helpers/oidc-flow.ts'

/**
 * The owner's Staff page (issue 26): the owner gives and takes back-office roles, a new
 * account is mailed a one-time link; staff run the day but are refused the owner's part.
 */
const store = adminTestStore({ SIGN_IN_RATE_LIMIT: '1000' })
let staff: Record<string, string>

beforeAll(async () => {
  staff = await customerHeaders(store.app, 'staff@marquee.local')
})

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) })

const linkIn = (text: string) => /https?:\/\/\S+token=[\w-]+/.exec(text)?.[0] ?? ''

describe('the shop’s staff, managed by the owner', () => {
  it('lists the owner and the staff with their roles, to staff too', async () => {
    const listed = await call('GET', '/staff', staff)
    expect(listed.statusCode).toBe(200)
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'admin@marquee.local', role: 'owner' }),
        expect.objectContaining({ email: 'staff@marquee.local', role: 'staff' }),
      ]),
    )
  })

  it('invites a new person: one mail with a one-time link that sets the password and opens the day’s work, not the money', async () => {
    const invited = await call('POST', '/staff', store.admin, {
      email: 'Desk.Two@Example.com',
      role: 'staff',
    })
    expect(invited.statusCode, invited.body).toBe(200)
    expect(invited.json()).toMatchObject({
      outcome: 'created',
      linkMailed: true,
      member: { email: 'desk.two@example.com', name: 'Desk Two', role: 'staff' },
    })
    const mail = await mailTo(store.db, 'desk.two@example.com')
    expect(mail).toHaveLength(1)
    expect(mail[0]?.subject).toBe("You have the staff role in Marquee's back office")
    const token = new URL(linkIn(mail[0]?.text ?? '')).searchParams.get('token')
    const set = await store.app.inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, password: 'desk-two-password-1' },
    })
    expect(set.statusCode).toBe(200)
    const desk = bearer(await signIn(store.app, 'desk.two@example.com', 'desk-two-password-1'))
    expect((await call('GET', '/orders', desk)).statusCode).toBe(200)
    const coupon = await call('POST', '/coupons', desk, { code: 'DESK', percentage: 10 })
    expect(coupon.statusCode).toBe(403)
    expect(coupon.json().message).toBe(OWNER_ONLY_MESSAGE)
  })

  it('gives a customer a role without a link (they keep their password), and changes a role', async () => {
    const promoted = await call('POST', '/staff', store.admin, {
      email: 'free@marquee.local',
      role: 'staff',
    })
    expect(promoted.json()).toMatchObject({ outcome: 'promoted', linkMailed: false })
    const [letter] = (await mailTo(store.db, 'free@marquee.local')).slice(-1)
    expect(letter?.text).toContain('Sign in with your account as usual')
    const raised = await call('POST', '/staff', store.admin, {
      email: 'free@marquee.local',
      role: 'owner',
    })
    expect(raised.json()).toMatchObject({ outcome: 'role-changed', member: { role: 'owner' } })
    const revoked = await call('DELETE', '/staff/free@marquee.local', store.admin)
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().outcome).toBe('revoked')
    const [row] = await store.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, 'free@marquee.local'))
    expect(row?.role).toBe('customer')
  })

  it('keeps the shop an owner: the owner cannot lower or revoke their own role', async () => {
    const lower = await call('POST', '/staff', store.admin, {
      email: 'admin@marquee.local',
      role: 'staff',
    })
    expect(lower.statusCode).toBe(409)
    const revoke = await call('DELETE', '/staff/admin@marquee.local', store.admin)
    expect(revoke.statusCode).toBe(409)
    const unknown = await call('DELETE', '/staff/nobody@example.com', store.admin)
    expect(unknown.statusCode).toBe(404)
  })

  it('answers 400 naming the field for a bad email or role', async () => {
    const email = await call('POST', '/staff', store.admin, { email: 'nope', role: 'staff' })
    expect(email.statusCode).toBe(400)
    expect(email.json().message).toContain('email')
    const role = await call('POST', '/staff', store.admin, { email: 'a@b.co', role: 'boss' })
    expect(role.statusCode).toBe(400)
    expect(role.json().message).toContain('role')
  })
})

describe('staff and the money', () => {
  it('refuses staff a refund and changes nothing', async () => {
    const id = await insertCustomOrder(store.db, { paymentStatus: 'paid', status: 'delivered' })
    const refund = await call('POST', `/orders/${id}/refund`, staff, { reason: 'asked' })
    expect(refund.statusCode).toBe(403)
    expect(refund.json().message).toBe(OWNER_ONLY_MESSAGE)
    expect(await store.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))).toEqual(
      [],
    )
    expect(await store.db.select().from(sandboxRefunds)).toEqual([])
  })

  it('lets staff cancel an unpaid custom order, but not a paid one', async () => {
    const unpaid = await insertCustomOrder(store.db, { paymentStatus: 'unpaid' })
    const paid = await insertCustomOrder(store.db, { paymentStatus: 'paid', totalCents: 3500 })
    const move = (id: number) =>
      call('POST', `/custom-orders/${id}/status`, staff, { status: 'cancelled', reason: 'dup' })
    expect((await move(unpaid)).statusCode).toBe(200)
    const refused = await move(paid)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(OWNER_ONLY_MESSAGE)
    const [order] = await store.db.select().from(orders).where(eq(orders.id, paid))
    expect(order).toMatchObject({ paymentStatus: 'paid' })
    expect(order?.orderStatus).not.toBe('cancelled')
    expect(await store.db.select().from(sandboxRefunds)).toEqual([])
  })
})
