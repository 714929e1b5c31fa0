import { type CheckoutSession, toDollars } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { checkoutSessions, orders } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { listOrders } from '../orders/order-view.ts'
import type { PaymentsService } from './payments-service.ts'

interface OwnCheckoutDeps {
  db: Database
  payments: Pick<PaymentsService, 'settle' | 'expireCheckout'>
}

/** The customer's own checkout session; another customer's is answered as missing. */
async function ownSession(db: Database, customerId: string, id: string) {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
  if (!session || session.userId !== customerId) throw notFound('No such checkout session')
  return session
}

/**
 * The success page's poll: it may arrive before the provider's event, so an open session is
 * asked about now and read again once settled.
 */
export async function followCheckout(
  deps: OwnCheckoutDeps,
  customerId: string,
  id: string,
): Promise<CheckoutSession> {
  const known = await ownSession(deps.db, customerId, id)
  if (known.status === 'open') await deps.payments.settle(known.id)
  const session = known.status === 'open' ? await ownSession(deps.db, customerId, id) : known
  return {
    id: session.id,
    kind: session.kind,
    status: session.status,
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
  await deps.payments.settle(session.id)
}
