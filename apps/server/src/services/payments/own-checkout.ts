import { type CheckoutSession, toDollars } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { checkoutSessions, orders } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { listOrders } from '../orders/order-view.ts'

type SessionRow = typeof checkoutSessions.$inferSelect

/** What the customer's own checkout needs of the payments service (payments-service.ts). */
interface OwnCheckoutDeps {
  db: Database
  payments: {
    settleSession(session: SessionRow): Promise<SessionRow['status'] | undefined>
    expireCheckout(providerSessionId: string): Promise<void>
  }
}

/** The customer's own checkout session; another customer's is answered as missing. */
async function ownSession(db: Database, customerId: string, id: string) {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
  if (!session || session.userId !== customerId) throw notFound('No such checkout session')
  return session
}

/**
 * The success page's poll: it may arrive before the provider's event, so an open session is
 * asked about now. The row is read once; settling answers the status it moved to, and only a
 * session another caller moved meanwhile is read again.
 */
export async function followCheckout(
  deps: OwnCheckoutDeps,
  customerId: string,
  id: string,
): Promise<CheckoutSession> {
  const session = await ownSession(deps.db, customerId, id)
  const status =
    session.status === 'open'
      ? ((await deps.payments.settleSession(session)) ??
        (await ownSession(deps.db, customerId, id)).status)
      : session.status
  return {
    id: session.id,
    kind: session.kind,
    status,
    amount: toDollars(session.amountCents),
    currency: session.currency,
    orders: await listOrders(deps.db, eq(orders.checkoutSessionId, session.id)),
  }
}

/** The customer left the provider's page: an open checkout is ended and settled now. */
export async function cancelCheckout(
  deps: OwnCheckoutDeps,
  customerId: string,
  id: string,
): Promise<void> {
  const session = await ownSession(deps.db, customerId, id)
  if (session.status !== 'open') return
  await deps.payments.expireCheckout(session.providerSessionId)
  await deps.payments.settleSession(session)
}
