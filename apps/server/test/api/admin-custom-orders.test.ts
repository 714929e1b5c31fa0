import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, customMasters, downloads, orders, renditions } from '../../src/db/schema.ts'
import {
  ADMIN_EMAIL,
  adminTestStore,
  DEMO_PASSWORD,
  insertCustomOrder,
  mailTo,
} from '../helpers/admin.ts'
import {
  MASTER_CLIP,
  moveCustomOrder,
  planCredits,
  uploadCustomMaster,
} from '../helpers/custom-order-desk.ts'
import { convert, SMALL_GIF, waitForDownload } from '../helpers/downloads.ts'
import { signIn } from '../helpers/oidc-flow.ts'

const PRO = 'pro@marquee.local'

const store = adminTestStore({ MASTER_UPLOAD_MAX_BYTES: String(200 * 1024) })

const move = (id: number, status: string) => moveCustomOrder(store, id, status)
const uploadMaster = (id: number, body: Buffer, type?: string) =>
  uploadCustomMaster(store, id, body, type)

async function orderRow(id: number) {
  const [row] = await store.db.select().from(orders).where(eq(orders.id, id))
  return row
}

const credits = () => planCredits(store.db, PRO)

const auditFor = (id: number) =>
  store.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))

describe('a custom order from pending to delivered', () => {
  it('moves to production, takes a master, is delivered, mailing the customer each time', async () => {
    const id = await insertCustomOrder(store.db)
    const mailBefore = (await mailTo(store.db, PRO)).length

    const started = await move(id, 'in_production')
    expect(started.statusCode, started.body).toBe(200)
    expect(started.json().order).toMatchObject({ id, status: 'in_production' })

    const early = await move(id, 'delivered')
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(
      `Upload the finished master clip before delivering order #${id}`,
    )

    const uploaded = await uploadMaster(id, readFileSync(MASTER_CLIP))
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    expect(uploaded.json().order.master).toMatchObject({ bytes: readFileSync(MASTER_CLIP).length })

    const delivered = await move(id, 'delivered')
    expect(delivered.statusCode, delivered.body).toBe(200)
    expect((await orderRow(id))?.orderStatus).toBe('delivered')

    const mail = (await mailTo(store.db, PRO)).slice(mailBefore)
    expect(mail.map((each) => each.subject)).toEqual([
      `Your custom order #${id} is in production`,
      `Your custom order #${id} is ready to download`,
    ])
    expect(mail[1]?.text).toContain('download it from your account')
    const actions = (await auditFor(id)).map((row) => row.action)
    expect(actions).toEqual([
      'custom-order.in_production',
      'custom-order.master',
      'custom-order.delivered',
    ])
  })

  it('refuses a step the life does not have with 409 and a clear message', async () => {
    const id = await insertCustomOrder(store.db, { status: 'delivered' })
    const back = await move(id, 'in_production')
    expect(back.statusCode).toBe(409)
    expect(back.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: `Order #${id} is delivered: it cannot become in production`,
    })
    const cancel = await move(id, 'cancelled')
    expect(cancel.statusCode).toBe(409)
    expect((await orderRow(id))?.orderStatus).toBe('delivered')
    expect(await auditFor(id)).toEqual([])
  })

  it('answers a bad status with 400 naming the field, and an unknown order with 404', async () => {
    const id = await insertCustomOrder(store.db)
    const bad = await move(id, 'shipped')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^status: /)
    expect((await move(999_999, 'in_production')).statusCode).toBe(404)
  })
})

describe('the master clip', () => {
  it('is refused when ffprobe finds no video in it, and nothing is stored', async () => {
    const id = await insertCustomOrder(store.db, { status: 'in_production' })
    const response = await uploadMaster(id, Buffer.from('not a video at all'))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^body: /)
    expect(
      await store.db.select().from(customMasters).where(eq(customMasters.orderId, id)),
    ).toEqual([])
  })

  it('is refused over the size limit with 413', async () => {
    const id = await insertCustomOrder(store.db, { status: 'in_production' })
    const response = await uploadMaster(id, Buffer.alloc(300 * 1024, 1))
    expect(response.statusCode).toBe(413)
    expect(
      await store.db.select().from(customMasters).where(eq(customMasters.orderId, id)),
    ).toEqual([])
  })
})

describe('messages to the customer', () => {
  it('are stored on the order, emailed and audited', async () => {
    const id = await insertCustomOrder(store.db)
    const response = await store.app.inject({
      method: 'POST',
      url: `/api/admin/custom-orders/${id}/messages`,
      headers: store.admin,
      payload: { message: 'Which shade of red: <b>cherry</b> or brick?' },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().order.messages).toMatchObject([
      { author: 'shop', body: 'Which shade of red: <b>cherry</b> or brick?' },
    ])
    const [last] = (await mailTo(store.db, PRO)).slice(-1)
    expect(last?.subject).toBe(`A message about your custom order #${id}`)
    expect(last?.text).toContain('cherry')
    expect((await auditFor(id)).map((row) => row.action)).toEqual(['custom-order.message'])
    const pro = await signIn(store.app, PRO, DEMO_PASSWORD)
    const shown = await store.app.inject({
      url: `/api/orders/${id}/messages`,
      headers: { authorization: `Bearer ${pro.access_token}` },
    })
    expect(shown.json().messages).toMatchObject([
      { author: 'shop', body: expect.stringContaining('cherry') },
    ])
    const other = await store.app.inject({
      url: `/api/orders/${id}/messages`,
      headers: store.admin,
    })
    expect(other.statusCode).toBe(404)
    const empty = await store.app.inject({
      method: 'POST',
      url: `/api/admin/custom-orders/${id}/messages`,
      headers: store.admin,
      payload: { message: '   ' },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toMatch(/^message: /)
  })
})

describe('the list', () => {
  it('puts open rush orders first, soonest due first, with their due time', async () => {
    const hour = 3_600_000
    const later = await insertCustomOrder(store.db, {
      rush: true,
      createdAt: new Date(Date.now() - 1 * hour),
    })
    const sooner = await insertCustomOrder(store.db, {
      rush: true,
      createdAt: new Date(Date.now() - 40 * hour),
    })
    const response = await store.app.inject({
      url: '/api/admin/custom-orders?pageSize=100',
      headers: store.admin,
    })
    expect(response.statusCode).toBe(200)
    const items: { id: number; due_at: string | null }[] = response.json().items
    expect(items.slice(0, 2).map((item) => item.id)).toEqual([sooner, later])
    const created = (await orderRow(sooner))?.createdAt.getTime() ?? 0
    expect(Date.parse(items[0]?.due_at ?? '')).toBe(created + 48 * hour)
  })
})

describe("the customer's download of a delivered custom order", () => {
  it('is converted from the master at their sign size, spends no credit, and is theirs only', async () => {
    const id = await insertCustomOrder(store.db, { status: 'in_production' })
    expect((await uploadMaster(id, readFileSync(MASTER_CLIP))).statusCode).toBe(200)
    const [master] = await store.db
      .select()
      .from(customMasters)
      .where(eq(customMasters.orderId, id))
    const pro = await signIn(store.app, PRO, DEMO_PASSWORD)
    const body = { productId: 1, customOrderId: id, ...SMALL_GIF, width: 48, height: 24 }

    const tooEarly = await convert(store.app, pro, body)
    expect(tooEarly.statusCode).toBe(400)
    expect(tooEarly.json().message).toMatch(/^customOrderId: /)

    expect((await move(id, 'delivered')).statusCode).toBe(200)
    const before = await credits()
    const accepted = await convert(store.app, pro, body)
    expect(accepted.statusCode, accepted.body).toBe(202)
    const done = await waitForDownload(store.app, pro, accepted.json().downloadId)
    expect(done).toMatchObject({ status: 'ready', width: 48, height: 24, entitlement: 'custom' })
    expect(await credits()).toEqual(before)
    const [row] = await store.db
      .select({ sourceVersion: renditions.sourceVersion })
      .from(downloads)
      .innerJoin(renditions, eq(renditions.id, downloads.renditionId))
      .where(eq(downloads.id, accepted.json().downloadId))
    expect(row?.sourceVersion).toBe(`order-${id}-${master?.version}`)

    const stranger = await signIn(store.app, ADMIN_EMAIL, DEMO_PASSWORD)
    expect((await convert(store.app, stranger, body)).statusCode).toBe(400)
  })
})
