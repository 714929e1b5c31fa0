import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  checkoutSessions,
  invoices,
  orderRefunds,
  orders,
  plans,
  products,
  subscriptionPeriods,
  users,
} from '../../src/db/schema.ts'
import { adminTestStore, customerHeaders } from '../helpers/admin.ts'
import { parseCsv } from '../helpers/csv-parse.ts'

const store = adminTestStore()
const FORMULA_NAME = '=HYPERLINK("http://x")'
const TITLE = 'Rock, "Roll" Loop'
const MARCH = 'from=2026-03-01&to=2026-03-31'

const at = (iso: string) => new Date(iso)

async function exportOf(name: string, query = '', headers = store.admin) {
  const response = await store.app.inject({
    url: `/api/admin/exports/${name}.csv${query ? `?${query}` : ''}`,
    headers,
  })
  return { response, records: parseCsv(response.body.replace(/^\uFEFF/, '')) }
}

/** The record of `reference` as header -> cell. */
function rowOf(records: string[][], column: string, value: string) {
  const [header = [], ...rows] = records
  const row = rows.find((cells) => cells[header.indexOf(column)] === value)
  return row ? Object.fromEntries(header.map((name, i) => [name, row[i]])) : undefined
}

let buyer: { id: string; email: string }
const ids: Record<string, number> = {}
let proPrice = 0

beforeAll(async () => {
  const db = store.db
  const [user] = await db
    .insert(users)
    .values({
      email: 'formula@example.com',
      name: FORMULA_NAME,
      createdAt: at('2026-03-03T09:00:00Z'),
    })
    .returning()
  if (!user) throw new Error('no user')
  buyer = user
  const [product] = await db.select().from(products).limit(1)
  if (!product) throw new Error('no product')
  await db.update(products).set({ title: TITLE }).where(eq(products.id, product.id))
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      provider: 'sandbox',
      providerSessionId: 'cs_export_1',
      userId: user.id,
      kind: 'cart',
      status: 'complete',
      amountCents: 1250,
    })
    .returning()
  if (!session) throw new Error('no session')
  await db.insert(invoices).values({
    number: 'MQ-2026-000901',
    kind: 'invoice',
    issuer: 'store',
    paymentKey: `checkout:${session.id}`,
    userId: user.id,
    checkoutSessionId: session.id,
    seller: { name: 'Marquee', email: 'shop@marquee.local', addressLines: [], taxId: null },
    buyer: { name: FORMULA_NAME, email: user.email, addressLines: [], taxId: null },
    lines: [],
    subtotalCents: 1250,
    taxCents: 208,
    taxPercent: 20,
    totalCents: 1250,
  })
  const order = (createdAt: string, values: Partial<typeof orders.$inferInsert> = {}) =>
    db
      .insert(orders)
      .values({
        userId: user.id,
        userEmail: user.email,
        productId: product.id,
        quantity: 1,
        unitCents: 1250,
        lineCents: 1250,
        totalCents: 1250,
        orderStatus: 'delivered',
        paymentStatus: 'paid',
        createdAt: at(createdAt),
        paidAt: at(createdAt),
        ...values,
      })
      .returning()
      .then(([row]) => row?.id ?? 0)
  ids.oneOff = await order('2026-03-10T12:00:00Z', { checkoutSessionId: session.id })
  ids.refunded = await order('2026-03-20T08:00:00Z', {
    unitCents: 1000,
    lineCents: 1000,
    discountCents: 200,
    totalCents: 800,
    paymentStatus: 'refunded',
    orderStatus: 'refunded',
  })
  ids.lastDay = await order('2026-03-31T23:59:59Z')
  ids.before = await order('2026-02-28T23:59:59Z')
  await db.insert(orderRefunds).values({
    orderId: ids.refunded,
    provider: 'sandbox',
    paymentIntentId: 'pi_export',
    amountCents: 800,
    reason: 'wrong clip',
    actorId: user.id,
    status: 'succeeded',
  })
  await db.insert(subscriptionPeriods).values([
    {
      userId: user.id,
      planId: 'Pro',
      providerInvoiceId: 'in_export_1',
      periodStart: at('2026-03-12T00:00:00Z'),
      periodEnd: at('2026-04-12T00:00:00Z'),
      downloadsQuota: 10,
      customizationsQuota: 1,
    },
    {
      userId: user.id,
      planId: 'Pro',
      providerInvoiceId: 'in_export_2',
      periodStart: at('2026-04-12T00:00:00Z'),
      periodEnd: at('2026-05-12T00:00:00Z'),
      downloadsQuota: 10,
      customizationsQuota: 1,
    },
  ])
  const [pro] = await db.select().from(plans).where(eq(plans.id, 'Pro'))
  proPrice = pro?.priceCents ?? 0
})

describe('GET /api/admin/exports/orders.csv', () => {
  it('answers a spreadsheet file: BOM, CRLF, one header row, named by its range', async () => {
    const { response, records } = await exportOf('orders', MARCH)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="marquee-orders-2026-03-01-to-2026-03-31.csv"',
    )
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body.startsWith('\uFEFFreference,kind,created_at,paid_at,')).toBe(true)
    expect(response.body.endsWith('\r\n')).toBe(true)
    expect(response.body.replaceAll('\r\n', '').includes('\n')).toBe(false)
    expect(records[0]).toEqual([
      'reference',
      'kind',
      'created_at',
      'paid_at',
      'customer_email',
      'item',
      'status',
      'payment',
      'quantity',
      'unit_price',
      'discount',
      'tax',
      'total',
      'refunded',
      'currency',
      'invoice_number',
    ])
  })

  it('writes a one-off order with its invoice and the tax it included', async () => {
    const { records } = await exportOf('orders', MARCH)
    expect(rowOf(records, 'reference', String(ids.oneOff))).toEqual({
      reference: String(ids.oneOff),
      kind: 'clip',
      created_at: '2026-03-10T12:00:00.000Z',
      paid_at: '2026-03-10T12:00:00.000Z',
      customer_email: 'formula@example.com',
      item: TITLE,
      status: 'delivered',
      payment: 'paid',
      quantity: '1',
      unit_price: '12.50',
      discount: '0.00',
      tax: '2.08',
      total: '12.50',
      refunded: '0.00',
      currency: 'USD',
      invoice_number: 'MQ-2026-000901',
    })
  })

  it('writes a refund as a negative number, and a plan bought as its period', async () => {
    const { records } = await exportOf('orders', MARCH)
    expect(rowOf(records, 'reference', String(ids.refunded))).toMatchObject({
      payment: 'refunded',
      discount: '2.00',
      total: '8.00',
      refunded: '-8.00',
    })
    expect(rowOf(records, 'reference', 'in_export_1')).toMatchObject({
      kind: 'plan',
      customer_email: 'formula@example.com',
      item: 'Pro plan, 2026-03-12 to 2026-04-12',
      total: (proPrice / 100).toFixed(2),
    })
  })

  it('keeps whole UTC days: the last second of `to` in, the day before `from` out', async () => {
    const { records } = await exportOf('orders', MARCH)
    const references = records.map((cells) => cells[0])
    expect(references).toContain(String(ids.lastDay))
    expect(references).not.toContain(String(ids.before))
    expect(references).not.toContain('in_export_2')
    const all = (await exportOf('orders')).records
    expect(rowOf(all, 'reference', 'in_export_2')?.kind).toBe('renewal')
    expect(all.map((cells) => cells[0])).toContain(String(ids.before))
  })

  it('quotes a title with a comma and quotes as RFC 4180 says', async () => {
    const { response } = await exportOf('orders', MARCH)
    expect(response.body).toContain(',"Rock, ""Roll"" Loop",')
  })
})

describe('GET /api/admin/exports/customers.csv', () => {
  it('escapes a name that would start a formula, and totals what the customer spent', async () => {
    const { response, records } = await exportOf('customers', MARCH)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`,"'=HYPERLINK(""http://x"")",`)
    expect(rowOf(records, 'email', 'formula@example.com')).toMatchObject({
      id: buyer.id,
      name: `'${FORMULA_NAME}`,
      created_at: '2026-03-03T09:00:00.000Z',
      orders: '4',
      total_spent: ((1250 * 3 + proPrice * 2) / 100).toFixed(2),
    })
    expect(records.map((cells) => cells[1])).not.toContain('pro@marquee.local')
  })
})

describe('GET /api/admin/exports/downloads.csv', () => {
  it('answers its header row', async () => {
    const { response, records } = await exportOf('downloads', MARCH)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toContain('marquee-downloads-2026-03-01')
    expect(records[0]).toEqual([
      'id',
      'created_at',
      'customer_email',
      'clip',
      'size',
      'format',
      'bytes',
      'entitlement',
      'order_id',
      'status',
    ])
  })
})

describe('the exports', () => {
  it('answer a staff member who is not the owner: reading is open to all staff', async () => {
    const staff = await customerHeaders(store.app, 'staff@marquee.local')
    expect((await exportOf('downloads', '', staff)).response.statusCode).toBe(200)
  })
})

describe('the exports refuse', () => {
  it.each([
    ['from=2026-13-01', 'from:'],
    ['to=27-11-2026', 'to:'],
    ['from=2026-03-02&to=2026-03-01', 'from:'],
  ])('a bad range (%s) with 400 naming the field', async (query, field) => {
    for (const name of ['orders', 'customers', 'downloads']) {
      const { response } = await exportOf(name, query)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(field)
    }
  })

  it('a customer with 403 and a visitor with 401', async () => {
    const customer = await customerHeaders(store.app)
    expect((await exportOf('orders', '', customer)).response.statusCode).toBe(403)
    expect((await exportOf('customers', '', {})).response.statusCode).toBe(401)
  })
})
