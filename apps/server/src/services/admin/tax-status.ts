import type { TaxStatus } from '@marquee/core'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { billingCustomers, customerTax, users } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import type { StaffPayments } from '../payments/payment-provider.ts'
import { recordAudit } from './audit-log.ts'

/**
 * Staff mark a customer tax-exempt (a church, a school) or not: kept here for the store's own
 * invoices and set on the provider's customer, so Stripe Tax leaves their invoices untaxed.
 * The provider is asked first; if it fails nothing is recorded and staff may try again.
 */
export async function setTaxStatus(
  deps: { db: Database; provider: StaffPayments },
  actorId: string,
  userId: string,
  status: TaxStatus,
): Promise<void> {
  const [user] = await deps.db
    .select({ email: users.email, name: users.name, tax: customerTax })
    .from(users)
    .leftJoin(customerTax, eq(customerTax.userId, users.id))
    .where(eq(users.id, userId))
  if (!user) throw notFound(`No customer ${userId}`)
  const provider = deps.provider.name
  const [billing] = await deps.db
    .select({ id: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)))
  const customerId = await deps.provider.setTaxExempt(
    { userId, email: user.email, name: user.name, customerId: billing?.id },
    status.exempt,
  )
  const taxId = status.taxId || null
  await deps.db.transaction(async (tx) => {
    if (customerId && !billing) {
      await tx
        .insert(billingCustomers)
        .values({ userId, provider, providerCustomerId: customerId })
        .onConflictDoNothing()
    }
    await tx
      .insert(customerTax)
      .values({ userId, exempt: status.exempt, taxId })
      .onConflictDoUpdate({
        target: customerTax.userId,
        set: { exempt: status.exempt, taxId, updatedAt: sql`now()` },
      })
    await recordAudit(tx, {
      actorId,
      action: status.exempt ? 'customer.tax_exempt' : 'customer.taxable',
      entity: 'customer',
      entityId: userId,
      before: { tax_exempt: user.tax?.exempt ?? false, tax_id: user.tax?.taxId ?? null },
      after: { tax_exempt: status.exempt, tax_id: taxId, reason: status.reason },
    })
  })
}
