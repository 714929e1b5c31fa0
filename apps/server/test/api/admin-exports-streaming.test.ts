import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedBenchOrders } from '../../../../bench/admin-orders.ts'
import { statementLog } from '../../../../bench/statement-count.ts'
import { EXPORT_PAGE_ROWS } from '../../src/services/exports/keyset-pages.ts'
import { adminHeaders } from '../helpers/admin.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const ORDERS = 2_500
let store: TestApp
let admin: Record<string, string>

beforeAll(async () => {
  store = await createTestApp()
  admin = await adminHeaders(store.app)
  await seedBenchOrders(store.database.db, ORDERS)
}, 60_000)
afterAll(() => store?.close())

/** A statement that reads a page of order lines. */
const readsOrderPage = (statement: string) =>
  /^\s*select\b/i.test(statement) && /\bfrom "orders"/.test(statement)

describe('the orders export', () => {
  it('reads the table a page at a time, never the whole of it at once', async () => {
    const log = statementLog(store.database)
    log.start()
    const response = await store.app.inject({
      url: '/api/admin/exports/orders.csv',
      headers: admin,
    })
    const reads = log.stop().filter(readsOrderPage)
    expect(response.statusCode).toBe(200)
    const records = response.body.trimEnd().split('\r\n')
    expect(records.length).toBeGreaterThanOrEqual(ORDERS + 1)
    expect(reads.length).toBeGreaterThanOrEqual(Math.ceil(ORDERS / EXPORT_PAGE_ROWS))
    for (const read of reads) expect(read).toMatch(/\blimit \$\d+\s*$/i)
  })
})
