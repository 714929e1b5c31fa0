import type { AdminCustomer, AdminCustomerPage } from '@marquee/core'
import { asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { customerTax, packCredits, subscriptions, users } from '../../db/schema.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/** What the customer's live packs hold, spent after the period's own credits. */
const inPacks = (
  column: typeof packCredits.downloadsLeft | typeof packCredits.customizationsLeft,
) =>
  sql<number>`(select coalesce(sum(${column}), 0)::int from ${packCredits} where ${packCredits.userId} = ${users.id} and ${packCredits.expiresAt} > now())`

/** Customers as the back office shows them, with plan and credits left, by email. */
async function customerRows(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<AdminCustomer[]> {
  const rows = await db
    .select({
      user: users,
      plan: subscriptions,
      packDownloads: inPacks(packCredits.downloadsLeft),
      packCustomizations: inPacks(packCredits.customizationsLeft),
      exempt: customerTax.exempt,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(customerTax, eq(customerTax.userId, users.id))
    .where(where)
    .orderBy(asc(users.email))
    .limit(page.limit)
    .offset(page.offset)
  return rows.map(({ user, plan, packDownloads, packCustomizations, exempt }) => ({
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    plan: plan?.plan ?? 'Free',
    status: plan?.status ?? 'none',
    downloads_left: (plan?.remainingTotalOrders ?? 0) + packDownloads,
    customisations_left: (plan?.remainingCustomizationOrders ?? 0) + packCustomizations,
    tax_exempt: exempt ?? false,
    created_at: user.createdAt.toISOString(),
  }))
}

/** One customer as the list shows them, or undefined. */
export async function customerById(db: Database, id: string): Promise<AdminCustomer | undefined> {
  const [customer] = await customerRows(db, eq(users.id, id), { limit: 1, offset: 0 })
  return customer
}

/** Customers by email, with plan and credits left; a search matches email or name. */
export async function listCustomers(
  db: Database,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<AdminCustomerPage> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined
  const where: SQL | undefined = pattern
    ? or(ilike(users.email, pattern), ilike(users.name, pattern))
    : undefined
  const [items, [totals]] = await Promise.all([
    customerRows(db, where, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ])
  return { items, total: totals?.n ?? 0, page: query.page, pageSize: query.pageSize }
}
