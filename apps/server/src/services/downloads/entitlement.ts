import { aspectRatio, type ConversionSpec } from '@marquee/core'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { downloads, orders, purchases } from '../../db/schema.ts'
import type { Account } from '../accounts/accounts.ts'
import { type CreditSpend, recordCreditSpend, reserveCredit } from '../credits/credits.ts'
import { isCustomOrder, isPersonalOrder } from '../orders/order-kinds.ts'
import { PLAIN } from '../personalization/personal-render.ts'
import { sameFile } from './same-file.ts'

/**
 * An order of the clip as it is. A custom order buys the studio's version, downloaded once
 * delivered, and a personalised one the clip with its texts, not the stock clip. (coalesce:
 * an order without the customisation option has no such key, and `not null` would leave it out.)
 */
export const isStockOrder = sql`not coalesce(${isCustomOrder}, false) and not ${isPersonalOrder}`

export type Entitlement =
  | { kind: 'purchase' }
  | { kind: 'credit'; orderId: number /** false: an earlier download spent it. */; spent?: false }
  | { kind: 'custom'; orderId: number }
  | { kind: 'none' }

/**
 * Why the caller may have this clip: a paid, unrevoked purchase of the clip as it is
 * (re-downloads at any size and format are free); else an earlier credit-paid download of the
 * same file whose credit was not given back (the file is theirs: again for nothing, even after
 * the shop replaces the clip's master, decision 023); else one plan credit, reserved here with
 * docs/requirements.md §3's 'subscription' order in the caller's transaction. The caller holds
 * `lockDownloadRequest`, so twenty identical requests at once spend one credit.
 */
export async function claimEntitlement(
  tx: Transaction,
  account: Account,
  productId: number,
  spec: ConversionSpec,
  customOrderId?: number,
): Promise<Entitlement> {
  if (customOrderId !== undefined) return claimCustomOrder(tx, account, customOrderId)
  const [purchase] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .innerJoin(orders, eq(orders.id, purchases.orderId))
    .where(
      and(
        eq(purchases.userId, account.id),
        eq(purchases.productId, productId),
        isNull(purchases.revokedAt),
        isStockOrder,
      ),
    )
    .limit(1)
  if (purchase) return { kind: 'purchase' }
  const earlier = await earlierCreditDownload(tx, account.id, productId, spec)
  if (earlier !== null) return { kind: 'credit', orderId: earlier, spent: false }
  const spent = await reserveCredit(tx, account.id)
  if (!spent) return { kind: 'none' }
  return creditOrder(tx, account, productId, spec, spent, {
    fit: spec.fit,
    depth: spec.depth,
    fps: spec.fps,
    codec: spec.codec,
  })
}

/** The order of the caller's earlier credit-paid download of this file, if its credit still holds. */
async function earlierCreditDownload(
  tx: Transaction,
  userId: string,
  productId: number,
  spec: ConversionSpec,
): Promise<number | null> {
  const [earlier] = await tx
    .select({ orderId: downloads.orderId })
    .from(downloads)
    .where(
      and(
        eq(downloads.userId, userId),
        eq(downloads.productId, productId),
        eq(downloads.entitlement, 'credit'),
        sameFile(spec, PLAIN),
        inArray(downloads.creditState, ['reserved', 'committed']),
      ),
    )
    .limit(1)
  return earlier?.orderId ?? null
}

/**
 * docs/requirements.md §3's 'subscription' order of a credit-paid download, at no charge, with
 * where its credits came from recorded for giving them back.
 */
export async function creditOrder(
  tx: Transaction,
  account: Account,
  productId: number,
  spec: ConversionSpec,
  spent: CreditSpend,
  options: Record<string, unknown>,
): Promise<Entitlement> {
  const [order] = await tx
    .insert(orders)
    .values({
      userId: account.id,
      userEmail: account.email,
      productId,
      width: spec.width,
      height: spec.height,
      filetype: spec.format,
      aspectRatio: aspectRatio(spec.width, spec.height),
      quantity: 1,
      options,
      unitCents: 0,
      lineCents: 0,
      totalCents: 0,
      orderStatus: 'subscription',
      paymentStatus: 'subscription',
    })
    .returning({ id: orders.id })
  if (!order) throw new Error('the subscription order was not created')
  await recordCreditSpend(tx, account.id, order.id, spent)
  return { kind: 'credit', orderId: order.id }
}

/** A delivered custom order is its owner's to download at any size, as often as they like. */
async function claimCustomOrder(
  tx: Transaction,
  account: Account,
  orderId: number,
): Promise<Entitlement> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, account.id),
        eq(orders.orderStatus, 'delivered'),
      ),
    )
  return order ? { kind: 'custom', orderId } : { kind: 'none' }
}
