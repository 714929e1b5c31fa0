import { and, asc, eq, gt, gte, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { packCredits } from '../../db/schema.ts'

type Kind = 'downloads' | 'customizations'

const left = (kind: Kind) =>
  kind === 'downloads' ? packCredits.downloadsLeft : packCredits.customizationsLeft

/** The customer's pack that still has a credit of this kind and ends soonest, if any. */
export async function packWithCredit(
  tx: Transaction,
  userId: string,
  kind: Kind,
): Promise<number | null> {
  const [pack] = await tx
    .select({ id: packCredits.id })
    .from(packCredits)
    .where(
      and(
        eq(packCredits.userId, userId),
        gt(packCredits.expiresAt, sql`now()`),
        gte(left(kind), 1),
      ),
    )
    .orderBy(asc(packCredits.expiresAt), asc(packCredits.id))
    .limit(1)
  return pack?.id ?? null
}

/**
 * Takes (1) or gives back (-1) one credit of a pack in one conditional UPDATE; the table's
 * CHECK keeps every count at zero or above whatever the callers do.
 */
export async function movePackCredit(
  tx: Transaction,
  packId: number,
  kind: Kind,
  by: 1 | -1,
): Promise<void> {
  const column = left(kind)
  const set =
    kind === 'downloads'
      ? { downloadsLeft: sql`${column} - ${by}` }
      : { customizationsLeft: sql`${column} - ${by}` }
  await tx.update(packCredits).set(set).where(eq(packCredits.id, packId))
}
