import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, customVideoRequests } from '../../src/db/schema.ts'
import { adminHeaders, customerHeaders } from '../helpers/admin.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp.close()
})

describe('GET /api/admin/custom-requests', () => {
  it('lists the custom video requests for the shop, newest first', async () => {
    for (const message of ['FIRST REQUEST', 'SECOND REQUEST']) {
      const sent = await testApp.app.inject({
        method: 'POST',
        url: '/api/submit-custom-video-query',
        payload: {
          name: 'Vera',
          email: 'vera@example.com',
          sign_width: 96,
          sign_height: 48,
          message,
        },
      })
      expect(sent.statusCode, sent.body).toBe(201)
    }
    const response = await testApp.app.inject({
      url: '/api/admin/custom-requests?page=1&pageSize=10',
      headers: await adminHeaders(testApp.app),
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.total).toBe(2)
    expect(body.items.map((item: { message: string }) => item.message)).toEqual([
      'SECOND REQUEST',
      'FIRST REQUEST',
    ])
    expect(body.items[0]).toMatchObject({
      email: 'vera@example.com',
      signedIn: false,
      signWidth: 96,
      status: 'new',
    })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('answers 401 signed out and 403 to a customer', async () => {
    expect((await testApp.app.inject({ url: '/api/admin/custom-requests' })).statusCode).toBe(401)
    const customer = await testApp.app.inject({
      url: '/api/admin/custom-requests',
      headers: await customerHeaders(testApp.app),
    })
    expect(customer.statusCode).toBe(403)
  })
})

describe('the custom request workflow', () => {
  let headers: Record<string, string>
  beforeAll(async () => {
    headers = await adminHeaders(testApp.app)
  })

  async function newRequest(message: string): Promise<number> {
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/submit-custom-video-query',
      payload: { name: 'Ada', email: 'ada@example.com', sign_width: 64, sign_height: 32, message },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const [row] = await testApp.database.db
      .select({ id: customVideoRequests.id })
      .from(customVideoRequests)
      .where(eq(customVideoRequests.message, message))
    return row?.id ?? 0
  }

  const auditOf = (id: number) =>
    testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'custom-request'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)

  const move = (id: number | string, status: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/custom-requests/${id}/status`,
      payload: { status },
      headers,
    })

  it('marks a request read once, audited', async () => {
    const id = await newRequest('READ ME')
    for (const _ of [1, 2]) {
      const read = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/custom-requests/${id}/read`,
        headers,
      })
      expect(read.statusCode).toBe(200)
      expect(read.json()).toMatchObject({ id, status: 'new', readAt: expect.any(String) })
    }
    const entries = await auditOf(id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'custom-request.read',
      before: { status: 'new', readAt: null },
      after: { status: 'new', readAt: expect.any(String) },
    })
  })

  it('moves new → in progress → answered, reading it on the way, each step audited', async () => {
    const id = await newRequest('MOVE ME')
    expect((await move(id, 'in_progress')).json()).toMatchObject({
      status: 'in_progress',
      readAt: expect.any(String),
    })
    expect((await move(id, 'answered')).json()).toMatchObject({ status: 'answered' })
    const [row] = await testApp.database.db
      .select()
      .from(customVideoRequests)
      .where(eq(customVideoRequests.id, id))
    expect(row).toMatchObject({ status: 'answered', readAt: expect.any(Date) })
    const entries = await auditOf(id)
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        'custom-request.status',
        { status: 'new', readAt: null },
        { status: 'in_progress', readAt: expect.any(String) },
      ],
      [
        'custom-request.status',
        { status: 'in_progress', readAt: expect.any(String) },
        { status: 'answered', readAt: expect.any(String) },
      ],
    ])
  })

  it('lists only the requests in one status when asked, with status and read time', async () => {
    const closed = await newRequest('CLOSE ME')
    await move(closed, 'closed')
    const list = await testApp.app.inject({
      url: '/api/admin/custom-requests?status=closed',
      headers,
    })
    expect(list.statusCode).toBe(200)
    const body = list.json()
    expect(body.items.map((item: { id: number }) => item.id)).toContain(closed)
    expect(body.items.every((item: { status: string }) => item.status === 'closed')).toBe(true)
    expect(body.total).toBe(body.items.length)
    const unknown = await testApp.app.inject({
      url: '/api/admin/custom-requests?status=done',
      headers,
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/^status: /)
  })

  it('refuses a move back to new or to an unknown status (400 naming status), and an unknown id', async () => {
    const id = await newRequest('STAY PUT')
    for (const status of ['new', 'quoted', '']) {
      const refused = await move(id, status)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({
        statusCode: 400,
        message: expect.stringMatching(/^status: /),
      })
    }
    expect((await move(999_999, 'closed')).statusCode).toBe(404)
    expect(await auditOf(id)).toEqual([])
  })

  it('records one audit entry when 20 admins move the same request at once', async () => {
    const id = await newRequest('RACE ME')
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(id, 'in_progress')))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    expect(await auditOf(id)).toHaveLength(1)
  })

  it('keeps a status outside the workflow out of the table itself', async () => {
    const id = await newRequest('CHECKED')
    await expect(
      testApp.database.db
        .update(customVideoRequests)
        .set({ status: 'quoted' as 'new' })
        .where(eq(customVideoRequests.id, id)),
    ).rejects.toThrow()
  })
})
