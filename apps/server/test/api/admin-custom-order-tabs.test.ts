import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../src/db/schema.ts'
import { adminTestStore, insertCustomOrder } from '../helpers/admin.ts'
import { deliverCustomOrder, moveCustomOrder } from '../helpers/custom-order-desk.ts'

const store = adminTestStore({ MASTER_UPLOAD_MAX_BYTES: String(200 * 1024) })

const HOUR = 3_600_000
const TABS = ['pending', 'in_production', 'delivered', 'cancelled'] as const

interface Row {
  id: number
  status: string
  due_at: string | null
  late: boolean
  is_rush_order: boolean
}

async function tab(status?: string) {
  const query = status === undefined ? '' : `&status=${status}`
  const response = await store.app.inject({
    url: `/api/admin/custom-orders?pageSize=100${query}`,
    headers: store.admin,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { items: Row[]; total: number; counts: Record<string, number> }
}

/** The ids a tab should hold, read straight from the orders table. */
async function idsInTable(status: (typeof TABS)[number]) {
  const rows = await store.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, status),
        inArray(orders.paymentStatus, ['paid', 'subscription', 'refunded']),
        or(
          sql`${orders.customizationRequests} <> ''`,
          sql`${orders.options}->>'customization' = 'true'`,
        ),
      ),
    )
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

const idsOf = (rows: Row[]) => rows.map((row) => row.id).sort((a, b) => a - b)

describe('the custom-order tabs', () => {
  it('hold each status, counted and listed as the orders table has them', async () => {
    const fresh = await insertCustomOrder(store.db)
    const making = await insertCustomOrder(store.db, { status: 'in_production' })
    const done = await insertCustomOrder(store.db, { status: 'delivered' })
    const cardPaid = await insertCustomOrder(store.db, { paymentStatus: 'paid', totalCents: 3500 })
    const creditPaid = await insertCustomOrder(store.db)
    const cancelCard = await moveCustomOrder(store, cardPaid, 'cancelled', 'Logo is unreadable')
    expect(cancelCard.statusCode, cancelCard.body).toBe(200)
    const cancelCredit = await moveCustomOrder(store, creditPaid, 'cancelled', 'Asked to stop')
    expect(cancelCredit.statusCode, cancelCredit.body).toBe(200)
    const unpaid = await insertCustomOrder(store.db, { paymentStatus: 'unpaid' })

    const whole = await tab()
    for (const status of TABS) {
      const shown = await tab(status)
      const expected = await idsInTable(status)
      expect(idsOf(shown.items)).toEqual(expected)
      expect(shown.total).toBe(expected.length)
      expect(shown.items.every((row) => row.status === status)).toBe(true)
      expect(whole.counts[status]).toBe(expected.length)
      expect(shown.counts).toEqual(whole.counts)
    }
    const where = async (id: number) => {
      const holding: string[] = []
      for (const status of TABS) {
        if ((await tab(status)).items.some((row) => row.id === id)) holding.push(status)
      }
      return holding
    }
    expect(await where(fresh)).toEqual(['pending'])
    expect(await where(making)).toEqual(['in_production'])
    expect(await where(done)).toEqual(['delivered'])
    expect(await where(cardPaid)).toEqual(['cancelled'])
    expect(await where(creditPaid)).toEqual(['cancelled'])
    expect(await where(unpaid)).toEqual([])
    expect(whole.total).toBe(TABS.reduce((sum, status) => sum + (whole.counts[status] ?? 0), 0))
  })

  it('follow an order from New to In production to Delivered', async () => {
    const id = await insertCustomOrder(store.db)
    const before = (await tab('pending')).counts
    expect((await tab('pending')).items.map((row) => row.id)).toContain(id)

    expect((await moveCustomOrder(store, id, 'in_production')).statusCode).toBe(200)
    const making = await tab('in_production')
    expect(making.items.map((row) => row.id)).toContain(id)
    expect(making.counts.pending).toBe((before.pending ?? 0) - 1)
    expect(making.counts.in_production).toBe((before.in_production ?? 0) + 1)
    expect((await tab('pending')).items.map((row) => row.id)).not.toContain(id)

    await deliverCustomOrder(store, id)
    const delivered = await tab('delivered')
    expect(delivered.items.map((row) => row.id)).toContain(id)
    expect(delivered.counts.delivered).toBe((before.delivered ?? 0) + 1)
    expect((await tab('in_production')).items.map((row) => row.id)).not.toContain(id)
  })

  it('answer an unknown status with 400 naming the field', async () => {
    for (const status of ['shipped', 'refunded', '']) {
      const response = await store.app.inject({
        url: `/api/admin/custom-orders?status=${status}`,
        headers: store.admin,
      })
      expect(response.statusCode, status).toBe(400)
      expect(response.json().message).toMatch(/^status: /)
    }
  })
})

describe('due dates in the queue', () => {
  it('count from the payment: rush in 48 hours, otherwise in 7 days, and mark the late', async () => {
    const placedLongAgo = new Date(Date.now() - 10 * 24 * HOUR)
    const cardPaid = await insertCustomOrder(store.db, {
      paymentStatus: 'paid',
      totalCents: 3500,
      createdAt: placedLongAgo,
    })
    const overdue = await insertCustomOrder(store.db, { createdAt: placedLongAgo })
    const rush = await insertCustomOrder(store.db, {
      rush: true,
      createdAt: new Date(Date.now() - HOUR),
    })
    const oldDelivered = await insertCustomOrder(store.db, {
      status: 'delivered',
      createdAt: placedLongAgo,
    })
    const row = async (id: number) => {
      const [found] = await store.db.select().from(orders).where(eq(orders.id, id))
      if (!found) throw new Error(`no order ${id}`)
      return found
    }
    const shown = [...(await tab('pending')).items, ...(await tab('delivered')).items]
    const view = (id: number) => shown.find((each) => each.id === id)

    const paidAt = (await row(cardPaid)).paidAt?.getTime() ?? 0
    expect(Date.parse(view(cardPaid)?.due_at ?? '')).toBe(paidAt + 7 * 24 * HOUR)
    expect(view(cardPaid)?.late).toBe(false)
    expect(Date.parse(view(overdue)?.due_at ?? '')).toBe(placedLongAgo.getTime() + 7 * 24 * HOUR)
    expect(view(overdue)?.late).toBe(true)
    const rushPlaced = (await row(rush)).createdAt.getTime()
    expect(Date.parse(view(rush)?.due_at ?? '')).toBe(rushPlaced + 48 * HOUR)
    expect(view(rush)?.late).toBe(false)
    expect(view(oldDelivered)?.late).toBe(false)
  })

  it('order the New tab rush first, then soonest due first', async () => {
    const dueIn6Days = await insertCustomOrder(store.db, {
      createdAt: new Date(Date.now() - 24 * HOUR),
    })
    const overdue = await insertCustomOrder(store.db, {
      createdAt: new Date(Date.now() - 9 * 24 * HOUR),
    })
    const rush = await insertCustomOrder(store.db, {
      rush: true,
      createdAt: new Date(Date.now() - HOUR),
    })
    const ids = (await tab('pending')).items.map((row) => row.id)
    const position = (id: number) => ids.indexOf(id)
    expect(position(rush)).toBeLessThan(position(overdue))
    expect(position(overdue)).toBeLessThan(position(dueIn6Days))
    const items = (await tab('pending')).items
    const rushCount = items.filter((row) => row.is_rush_order).length
    expect(items.slice(0, rushCount).every((row) => row.is_rush_order)).toBe(true)
    for (const group of [items.slice(0, rushCount), items.slice(rushCount)]) {
      const dues = group.map((row) => Date.parse(row.due_at ?? ''))
      expect(dues).toEqual([...dues].sort((a, b) => a - b))
    }
  })
})
