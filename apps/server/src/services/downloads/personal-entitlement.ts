import type { ConversionSpec, PersonalTexts } from '@marquee/core'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { downloads, orders, purchases } from '../../db/schema.ts'
import type { Account } from '../accounts/accounts.ts'
import { reserveCustomCredits } from '../credits/credits.ts'
import { creditOrder, type Entitlement } from './entitlement.ts'
import { sameFile } from './same-file.ts'

/** The line's texts are exactly these (jsonb equality: key order does not matter). */
const sameTexts = (texts: PersonalTexts) =>
  sql`${orders.options}->'personalization' = ${JSON.stringify(texts)}::jsonb`

/**
 * Why the caller may have this personalised clip: a paid, unrevoked purchase of it with these
 * texts, or an earlier plan-paid download of it with these texts whose credits were not given
 * back (the texts are theirs: again at any size, nothing spent); else one download and one
 * customisation credit together (docs/requirements.md §4: a customised download needs both),
 * reserved with a 'subscription' order that keeps the texts. The caller holds
 * `lockDownloadRequest`, so twenty identical requests at once spend once.
 */
export async function claimPersonalEntitlement(
  tx: Transaction,
  account: Account,
  productId: number,
  spec: ConversionSpec,
  texts: PersonalTexts,
): Promise<Entitlement> {
  const [purchase] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .innerJoin(orders, eq(orders.id, purchases.orderId))
    .where(
      and(
        eq(purchases.userId, account.id),
        eq(purchases.productId, productId),
        isNull(purchases.revokedAt),
        sameTexts(texts),
      ),
    )
    .limit(1)
  if (purchase) return { kind: 'purchase' }
  const [earlier] = await tx
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(downloads, eq(downloads.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, account.id),
        eq(orders.productId, productId),
        eq(orders.orderStatus, 'subscription'),
        sameTexts(texts),
        inArray(downloads.creditState, ['reserved', 'committed']),
      ),
    )
    .limit(1)
  if (earlier) return { kind: 'credit', orderId: earlier.orderId, spent: false }
  const spent = await reserveCustomCredits(tx, account.id)
  if (!spent) return { kind: 'none' }
  return creditOrder(tx, account, productId, spec, spent, {
    fit: spec.fit,
    depth: spec.depth,
    fps: spec.fps,
    codec: spec.codec,
    personalization: texts,
  })
}

/**
 * One customer's requests for one clip (with one set of texts) take turns (a lock held to the
 * end of the transaction), so each sees what the one before it spent and queued.
 */
export async function lockDownloadRequest(
  tx: Transaction,
  userId: string,
  productId: number,
  personalizationKey: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}:${productId}:${personalizationKey}`}, 0))`,
  )
}

/** The customer's download of the same file still being made, if any: asked again, it is that one. */
export async function downloadUnderWay(
  tx: Transaction,
  userId: string,
  productId: number,
  sourceVersion: string,
  spec: ConversionSpec,
  personalizationKey: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: downloads.id })
    .from(downloads)
    .where(
      and(
        eq(downloads.userId, userId),
        eq(downloads.productId, productId),
        eq(downloads.sourceVersion, sourceVersion),
        sameFile(spec, personalizationKey),
        inArray(downloads.status, ['queued', 'converting']),
      ),
    )
    .limit(1)
  return row?.id ?? null
}
