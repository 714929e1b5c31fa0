import { CART_LINK_DAYS } from '@marquee/core'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { checkoutSessions, discounts, orders, users } from '../../db/schema.ts'
import type { Mailer } from '../mail/mailer.ts'
import { letterLine } from '../orders/order-letters.ts'
import { titledOrders } from '../orders/titled-orders.ts'
import { newCartToken } from './cart-link-token.ts'
import { reminderDue } from './reminder-due.ts'

export interface ReminderDeps {
  db: Database
  mailer: Pick<Mailer, 'send'>
  publicUrl: string
  delayHours: number
}

/**
 * Sends the checkout's one reminder if it is still due. The conditional UPDATE marks it sent
 * and the mail is written to the outbox in the same transaction: of any number of sweeps
 * reaching it at once, one finds `reminder_sent_at` still null and mails; the others find no
 * row. Answers whether this call sent it.
 */
export async function sendReminder(deps: ReminderDeps, sessionId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const { token, hash } = newCartToken()
    const [claimed] = await tx
      .update(checkoutSessions)
      .set({ reminderSentAt: sql`now()`, reminderTokenHash: hash })
      .where(and(eq(checkoutSessions.id, sessionId), reminderDue(deps.delayHours)))
      .returning({ userId: checkoutSessions.userId, discountId: checkoutSessions.discountId })
    if (!claimed) return false
    const [customer] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, claimed.userId))
    const lines = await titledOrders(tx, eq(orders.checkoutSessionId, sessionId))
    // Nothing to remind of: it stays marked, so no later sweep tries again.
    if (!customer || lines.length === 0) return true
    const [coupon] = claimed.discountId
      ? await tx
          .select({ code: discounts.code })
          .from(discounts)
          .where(eq(discounts.id, claimed.discountId))
      : []
    await deps.mailer.send(
      [
        {
          to: customer.email,
          subject: 'Your clips are still in your Marquee cart',
          template: 'checkout-reminder',
          name: customer.name,
          lines: lines.reverse().map(letterLine),
          couponCode: coupon?.code ?? null,
          link: `${deps.publicUrl}/shop/cart?restore=${token}`,
          linkDays: CART_LINK_DAYS,
        },
      ],
      tx,
    )
    return true
  })
}
