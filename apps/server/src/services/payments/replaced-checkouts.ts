import { and, eq, ne } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Transaction } from '../../db/client.ts'
import { checkoutSessions, users } from '../../db/schema.ts'
import type { PaymentProvider } from './payment-provider.ts'

export interface CheckoutLifecycle {
  db: Database
  provider: PaymentProvider
  /** Asks the provider about one checkout and applies its answer (PaymentsService.settle). */
  settle: (sessionId: string) => Promise<void>
  log: FastifyBaseLogger
}

/** The customer's cart checkouts still open here, oldest first; `except` is the one being opened. */
export async function openCartCheckouts(
  db: Database | Transaction,
  userId: string,
  except?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.kind, 'cart'),
        eq(checkoutSessions.status, 'open'),
        except ? ne(checkoutSessions.id, except) : undefined,
      ),
    )
    .orderBy(checkoutSessions.createdAt)
  return rows.map((row) => row.id)
}

/**
 * Queues the customer's checkouts being opened one behind another until the opener commits,
 * so each sees every checkout committed before it: of any number opened at once, only the
 * last committed is left for nobody to expire. NO KEY UPDATE leaves the row's foreign keys
 * free for everything else the customer does meanwhile.
 */
export async function queueCustomerCheckouts(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
}

/**
 * A new checkout replaces the customer's earlier open ones: each is expired at the provider,
 * then the provider's own answer is applied. A payment that got there first wins: the
 * provider then refuses to expire it and says it is paid, and it is fulfilled, never expired.
 * Expiry closes the orders and gives the coupon use back once (closeCheckout's conditional
 * update), whichever of this, the provider's event or the reconciliation comes first.
 */
export async function expireCheckouts(life: CheckoutLifecycle, sessionIds: string[]) {
  for (const id of sessionIds) {
    const [session] = await life.db
      .select({ providerSessionId: checkoutSessions.providerSessionId })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id))
    if (!session) continue
    // Stripe refuses to expire a session that is no longer open; settle says what it became.
    await life.provider.expireCheckout(session.providerSessionId).catch(() => undefined)
    await life.settle(id)
  }
}
