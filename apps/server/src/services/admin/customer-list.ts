import type { AdminCustomerPage } from '@marquee/core'
import { asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { subscriptions, users } from '../../db/schema.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/** Customers by email, with plan and credits left; a search matches email or name. */
export async function listCustomers(
  db: Database,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<AdminCustomerPage> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined
  const where: SQL | undefined = pattern
    ? or(ilike(users.email, pattern), ilike(users.name, pattern))
    : undefined
  const [rows, [totals]] = await Promise.all([
    db
      .select({ user: users, plan: subscriptions })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(where)
      .orderBy(asc(users.email))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ])
  return {
    items: rows.map(({ user, plan }) => ({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      plan: plan?.plan ?? 'Free',
      status: plan?.status ?? 'none',
      downloads_left: plan?.remainingTotalOrders ?? 0,
      customisations_left: plan?.remainingCustomizationOrders ?? 0,
      created_at: user.createdAt.toISOString(),
    })),
    total: totals?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}
