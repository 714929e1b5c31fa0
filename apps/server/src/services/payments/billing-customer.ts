import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { billingCustomers } from '../../db/schema.ts'
import type { PaymentProvider } from './payment-provider.ts'

const customerRow = (db: Database, provider: PaymentProvider, userId: string) =>
  db
    .select({ id: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider.name)))

/**
 * The user's customer at the provider, created the first time one is needed (a plan that
 * began outside a checkout has none), or found by `existing` (the customer of a subscription
 * the provider already bills). Two requests at once may both ask the provider; the
 * first row stored wins and both answer it (Stripe's idempotency key gives both the same).
 */
export async function billingCustomer(
  db: Database,
  provider: PaymentProvider,
  customer: { id: string; email: string },
  existing?: () => Promise<string>,
): Promise<string> {
  const [known] = await customerRow(db, provider, customer.id)
  if (known) return known.id
  const created = existing
    ? await existing()
    : await provider.createCustomer({ userId: customer.id, email: customer.email })
  await db
    .insert(billingCustomers)
    .values({ userId: customer.id, provider: provider.name, providerCustomerId: created })
    .onConflictDoNothing()
  const [stored] = await customerRow(db, provider, customer.id)
  return stored?.id ?? created
}
