import type { PackCredits } from '@marquee/core'
import { and, asc, eq, gt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { creditPacks, packCredits } from '../../db/schema.ts'

/** The customer's packs that still have credits, soonest ending first (the order they are spent in). */
export async function packsWithCredits(db: Database, userId: string): Promise<PackCredits[]> {
  const rows = await db
    .select({
      id: packCredits.id,
      plan: creditPacks.planId,
      downloadsLeft: packCredits.downloadsLeft,
      customizationsLeft: packCredits.customizationsLeft,
      boughtAt: packCredits.boughtAt,
      expiresAt: packCredits.expiresAt,
    })
    .from(packCredits)
    .innerJoin(creditPacks, eq(creditPacks.id, packCredits.creditPackId))
    .where(
      and(
        eq(packCredits.userId, userId),
        gt(packCredits.expiresAt, sql`now()`),
        or(gt(packCredits.downloadsLeft, 0), gt(packCredits.customizationsLeft, 0)),
      ),
    )
    .orderBy(asc(packCredits.expiresAt), asc(packCredits.id))
  return rows.map((row) => ({
    id: row.id,
    plan: row.plan === 'Enterprise' ? 'Enterprise' : 'Pro',
    downloads_left: row.downloadsLeft,
    customizations_left: row.customizationsLeft,
    bought_at: row.boughtAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  }))
}
