import { formatPrice, toDollars } from '@marquee/core'
import { and, eq, sum } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sandboxCheckouts, sandboxRefunds } from '../../db/schema.ts'
import { RefundRefused, type RefundRequest } from './payment-provider.ts'
import { sandboxId } from './sandbox-events.ts'

type Emit = (type: string, object: Record<string, unknown>) => Promise<boolean>

/**
 * Refunds a sandbox payment as Stripe does: never more than was paid, one refund per
 * idempotency key, and a charge.refunded event to the store's webhook afterwards.
 */
export async function refundSandboxPayment(
  db: Database,
  request: RefundRequest,
  emit: Emit,
): Promise<{ refundId: string }> {
  const made = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ amountCents: sandboxCheckouts.amountCents })
      .from(sandboxCheckouts)
      .where(
        and(
          eq(sandboxCheckouts.paymentIntentId, request.paymentIntentId),
          eq(sandboxCheckouts.paymentStatus, 'paid'),
        ),
      )
      .for('update')
    if (!payment) throw new RefundRefused(`No such payment: '${request.paymentIntentId}'`)
    const [known] = await tx
      .select({ id: sandboxRefunds.id })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey))
    if (known) return { refundId: known.id, charge: undefined }
    const [before] = await tx
      .select({ cents: sum(sandboxRefunds.amountCents).mapWith(Number) })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, request.paymentIntentId))
    const refunded = (before?.cents ?? 0) + request.amountCents
    if (refunded > payment.amountCents) {
      throw new RefundRefused(
        `Refund amount (${formatPrice(toDollars(request.amountCents))}) is greater than the unrefunded amount on the payment`,
      )
    }
    const refundId = sandboxId('re')
    await tx.insert(sandboxRefunds).values({
      id: refundId,
      paymentIntentId: request.paymentIntentId,
      amountCents: request.amountCents,
      idempotencyKey: request.idempotencyKey,
    })
    return {
      refundId,
      charge: chargeObject(request.paymentIntentId, payment.amountCents, refunded),
    }
  })
  if (made.charge) await emit('charge.refunded', made.charge)
  return { refundId: made.refundId }
}

/** The charge object Stripe puts in charge.refunded: `refunded` once all of it is back. */
function chargeObject(paymentIntentId: string, amount: number, amountRefunded: number) {
  return {
    id: `ch_${paymentIntentId.replace(/^pi_/, '')}`,
    object: 'charge',
    amount,
    amount_refunded: amountRefunded,
    currency: 'usd',
    payment_intent: paymentIntentId,
    refunded: amountRefunded === amount,
    livemode: false,
  }
}
