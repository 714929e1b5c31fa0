import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, contactMessages } from '../../src/db/schema.ts'
import { adminTestStore, insertCustomOrder } from '../helpers/admin.ts'

const store = adminTestStore()

describe('the dashboard', () => {
  it('shows open custom work, rush orders due and the latest orders', async () => {
    const before = (
      await store.app.inject({ url: '/api/admin/dashboard', headers: store.admin })
    ).json()
    await insertCustomOrder(store.db, { paymentStatus: 'paid', totalCents: 2500 })
    const rush = await insertCustomOrder(store.db, { rush: true })
    const response = await store.app.inject({ url: '/api/admin/dashboard', headers: store.admin })
    expect(response.statusCode).toBe(200)
    const board = response.json()
    expect(board.open_custom_orders).toBe(before.open_custom_orders + 2)
    expect(board.rush_due.map((order: { id: number }) => order.id)).toContain(rush)
    expect(board.recent_orders[0].id).toBe(rush)
  })
})

describe('contact messages and the mail log', () => {
  it('lists unread messages and marks one read, audited', async () => {
    const [message] = await store.db
      .insert(contactMessages)
      .values({ name: 'Ann', email: 'ann@example.com', subject: 'Hours', message: 'Open late?' })
      .returning({ id: contactMessages.id })
    const id = message?.id ?? 0
    const unread = await store.app.inject({
      url: '/api/admin/messages?unread=true',
      headers: store.admin,
    })
    expect(unread.json().items.map((item: { id: number }) => item.id)).toContain(id)
    const read = await store.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${id}/read`,
      headers: store.admin,
    })
    expect(read.statusCode).toBe(200)
    const after = await store.app.inject({
      url: '/api/admin/messages?unread=true',
      headers: store.admin,
    })
    expect(after.json().items.map((item: { id: number }) => item.id)).not.toContain(id)
    const rows = await store.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'contact-message'))
    expect(rows.map((row) => row.entityId)).toContain(String(id))
  })

  it('shows the mail log without any body', async () => {
    const id = await insertCustomOrder(store.db)
    await store.app.inject({
      method: 'POST',
      url: `/api/admin/custom-orders/${id}/status`,
      headers: store.admin,
      payload: { status: 'in_production' },
    })
    const response = await store.app.inject({ url: '/api/admin/mail', headers: store.admin })
    expect(response.statusCode).toBe(200)
    const [first] = response.json().items
    expect(first).toMatchObject({
      to: 'pro@marquee.local',
      subject: `Your custom order #${id} is in production`,
      status: 'kept',
      attempts: 0,
    })
    expect(Object.keys(first).sort()).toEqual(
      ['attempts', 'created_at', 'id', 'sent_at', 'status', 'subject', 'to'].sort(),
    )
  })
})
