import { and, count, eq, inArray } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { downloads, users } from '../../db/schema.ts'

/**
 * Whether the customer may queue one more conversion: fewer than `limit` of their downloads
 * are queued or converting. The customer's row is locked first, so one customer's concurrent
 * requests count one after another, each seeing the download the previous one inserted; a
 * no-key lock leaves other tables' references to the row free.
 */
export async function roomForConversion(
  tx: Transaction,
  userId: string,
  limit: number,
): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
  const [row] = await tx
    .select({ underWay: count() })
    .from(downloads)
    .where(and(eq(downloads.userId, userId), inArray(downloads.status, ['queued', 'converting'])))
  return (row?.underWay ?? 0) < limit
}
