import { OWNER_ONLY_MESSAGE } from '@marquee/core'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, users } from '../../src/db/schema.ts'
import { recordAudit } from '../../src/services/admin/audit-log.ts'
import { ADMIN_EMAIL, adminTestStore, customerHeaders } from '../helpers/admin.ts'
import { routeTable } from '../helpers/route-table.ts'

const store = adminTestStore()
let customer: Record<string, string>
let staff: Record<string, string>

beforeAll(async () => {
  customer = await customerHeaders(store.app)
  staff = await customerHeaders(store.app, 'staff@marquee.local')
})

/**
 * The owner's part of the back office (issue 26): money (refunds, tax status), the catalogue
 * and its prices, coupons and staff. Staff handle orders, custom orders, reviews, customers.
 */
const ownersOnly = ({ method, url }: { method: string; url: string }) =>
  (method !== 'GET' &&
    ['/api/admin/catalogue', '/api/admin/coupons', '/api/admin/staff'].some((area) =>
      url.startsWith(area),
    )) ||
  url === '/api/admin/orders/:id/refund' ||
  url === '/api/admin/customers/:id/tax'

/** A concrete URL for a route pattern: every parameter gets a plausible id. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x')

const adminRoutes = () =>
  routeTable(store.app).filter((route) => route.url.startsWith('/api/admin'))

describe('every /api/admin route, walked from the route table', () => {
  it('finds the admin routes (the walk itself works)', () => {
    expect(adminRoutes()).toContainEqual({ method: 'GET', url: '/api/admin/audit' })
    expect(adminRoutes()).toEqual(
      expect.arrayContaining([
        { method: 'DELETE', url: '/api/admin/catalogue/categories/:id' },
        { method: 'DELETE', url: '/api/admin/catalogue/brands/:id' },
        { method: 'POST', url: '/api/admin/custom-requests/:id/read' },
        { method: 'PUT', url: '/api/admin/custom-requests/:id/status' },
        { method: 'GET', url: '/api/admin/orders/:id' },
        { method: 'GET', url: '/api/admin/customers/:id' },
        { method: 'GET', url: '/api/admin/content/pages' },
        { method: 'PUT', url: '/api/admin/content/pages/:slug' },
        { method: 'GET', url: '/api/admin/content/pages/:slug/history' },
        { method: 'POST', url: '/api/admin/content/preview' },
        { method: 'POST', url: '/api/admin/content/posts' },
        { method: 'PUT', url: '/api/admin/content/posts/:id' },
        { method: 'DELETE', url: '/api/admin/content/posts/:id' },
      ]),
    )
  })

  it('answers 401 signed out and 403 to a customer, whatever the method and body', async () => {
    for (const { method, url } of adminRoutes()) {
      const request = {
        method: method as 'GET',
        url: concrete(url),
        ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
      }
      const signedOut = await store.app.inject(request)
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401)
      const asCustomer = await store.app.inject({ ...request, headers: customer })
      expect(asCustomer.statusCode, `${method} ${url} as a customer`).toBe(403)
      if (method !== 'HEAD') {
        expect(asCustomer.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' })
      }
    }
  })

  it("keeps the owner's part to the owner: staff get 403 there and only there, the owner nowhere", async () => {
    const walked = adminRoutes().filter((route) => route.method !== 'HEAD')
    expect(walked.filter(ownersOnly).length).toBeGreaterThan(10)
    const owner = store.admin
    for (const route of walked) {
      const request = {
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      }
      const asStaff = await store.app.inject({ ...request, headers: staff })
      const what = `${route.method} ${route.url}`
      if (ownersOnly(route)) {
        expect(asStaff.statusCode, `${what} as staff`).toBe(403)
        expect(asStaff.json().message, what).toBe(OWNER_ONLY_MESSAGE)
      } else {
        expect(asStaff.statusCode, `${what} as staff`).not.toBe(403)
      }
      const asOwner = await store.app.inject({ ...request, headers: owner })
      expect(asOwner.statusCode, `${what} as the owner`).not.toBe(403)
    }
  })
})

describe('the admin role', () => {
  it('is told to the web app by /api/me', async () => {
    const asAdmin = await store.app.inject({ url: '/api/me', headers: store.admin })
    expect(asAdmin.json()).toMatchObject({ email: ADMIN_EMAIL, role: 'owner' })
    const asCustomer = await store.app.inject({ url: '/api/me', headers: customer })
    expect(asCustomer.json()).toMatchObject({ role: 'customer' })
  })

  it('is read from the database on every request: revoking it shuts the door at once', async () => {
    const before = await store.app.inject({ url: '/api/admin/audit', headers: store.admin })
    expect(before.statusCode).toBe(200)
    const { db } = store
    await db.update(users).set({ role: 'customer' }).where(eq(users.email, ADMIN_EMAIL))
    try {
      const after = await store.app.inject({ url: '/api/admin/audit', headers: store.admin })
      expect(after.statusCode).toBe(403)
    } finally {
      await db.update(users).set({ role: 'owner' }).where(eq(users.email, ADMIN_EMAIL))
    }
  })

  it('accepts only customer, staff or owner', async () => {
    const attempt = store.db.execute(
      sql`update users set role = 'admin' where email = ${ADMIN_EMAIL}`,
    )
    await expect(attempt).rejects.toThrow()
  })
})

describe('the audit log', () => {
  async function adminId() {
    const [row] = await store.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN_EMAIL))
    if (!row) throw new Error('no seeded admin')
    return row.id
  }

  it('is written with the change or not at all', async () => {
    const actorId = await adminId()
    const { db } = store
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId,
          action: 'test.rolled-back',
          entity: 'test',
          entityId: 1,
          before: null,
          after: { x: 1 },
        })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    const kept = await db.select().from(auditLog).where(eq(auditLog.action, 'test.rolled-back'))
    expect(kept).toEqual([])
  })

  it('is listed newest first, paged and filtered by entity', async () => {
    const actorId = await adminId()
    await store.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        await recordAudit(tx, {
          actorId,
          action: 'widget.change',
          entity: 'widget',
          entityId: n,
          before: { n: n - 1 },
          after: { n },
        })
      }
      await recordAudit(tx, {
        actorId,
        action: 'gadget.change',
        entity: 'gadget',
        entityId: 'g-1',
        before: null,
        after: null,
      })
    })
    const page = await store.app.inject({
      url: '/api/admin/audit?entity=widget&pageSize=2&page=1',
      headers: store.admin,
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    const body = page.json()
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 })
    expect(body.items).toHaveLength(2)
    expect(body.items[0]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      action: 'widget.change',
      entity: 'widget',
      before: { n: 2 },
      after: { n: 3 },
    })
    const bad = await store.app.inject({
      url: '/api/admin/audit?pageSize=1000',
      headers: store.admin,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('pageSize')
  })
})
