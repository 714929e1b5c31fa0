import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { plans, sandboxSubscriptions } from '../../db/schema.ts'
import type { ProviderSubscription } from './payment-provider.ts'
import { sandboxId } from './sandbox-events.ts'

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect
export type Emit = (type: string, object: Record<string, unknown>) => Promise<boolean>

const PERIOD_MS = 30 * 24 * 60 * 60 * 1000
const PORTAL_TTL_MS = 60 * 60 * 1000
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** Stripe Billing's part of the sandbox: subscriptions, invoices, and the manage page's actions. */
export class SandboxBilling {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly emit: Emit,
  ) {}

  customerOf(email: string): string {
    return `cus_sandbox_${createHash('sha256').update(email).digest('hex').slice(0, 24)}`
  }

  async start(customerId: string, priceId: string, checkoutSessionId: string) {
    const now = new Date()
    const [row] = await this.db
      .insert(sandboxSubscriptions)
      .values({
        id: sandboxId('sub'),
        customerId,
        priceId,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + PERIOD_MS),
        metadata: { marquee_session_id: checkoutSessionId },
      })
      .returning()
    if (!row) throw new Error('sandbox subscription not stored')
    return row
  }

  async find(id: string) {
    const [row] = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, id))
    return row
  }

  /** The customer's newest subscription that has not ended. */
  async current(customerId: string) {
    const [row] = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(
          eq(sandboxSubscriptions.customerId, customerId),
          ne(sandboxSubscriptions.status, 'canceled'),
        ),
      )
      .orderBy(desc(sandboxSubscriptions.currentPeriodStart))
    return row
  }

  async retrieve(id: string): Promise<ProviderSubscription> {
    const row = await this.find(id)
    if (!row) throw new Error(`no sandbox subscription ${id}`)
    const metadata = row.metadata as { marquee_session_id?: string }
    return {
      id: row.id,
      customerId: row.customerId,
      status: row.status,
      priceId: row.priceId,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      // Whole seconds, as Stripe gives every time and the invoices' periods are.
      cancelAt: row.cancelAtPeriodEnd ? new Date(seconds(row.currentPeriodEnd) * 1000) : null,
      currentPeriodEnd: row.currentPeriodEnd,
      checkoutSessionId: metadata.marquee_session_id ?? null,
    }
  }

  /** A short-lived signed link to the manage page, like a Customer Portal session. */
  portalUrl(customerId: string): string {
    const expires = Date.now() + PORTAL_TTL_MS
    const token = `${customerId}.${expires}.${this.sign(`${customerId}.${expires}`)}`
    return `${this.publicUrl}/sandbox/subscription?token=${encodeURIComponent(token)}`
  }

  customerOfToken(token: string): string | undefined {
    const [customerId, expires, mac] = token.split('.')
    if (!customerId || !expires || !mac || Number(expires) < Date.now()) return undefined
    const expected = Buffer.from(this.sign(`${customerId}.${expires}`))
    const given = Buffer.from(mac)
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? customerId
      : undefined
  }

  /** A change only when it changes something: a second press (or a race) sends no event. */
  async setCancelAtPeriodEnd(row: SubscriptionRow, cancel: boolean) {
    const [updated] = await this.db
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd: cancel })
      .where(
        and(
          eq(sandboxSubscriptions.id, row.id),
          eq(sandboxSubscriptions.cancelAtPeriodEnd, !cancel),
        ),
      )
      .returning()
    if (updated) await this.emit('customer.subscription.updated', subscriptionObject(updated))
  }

  /** A plan switch bills the new plan from now, as Stripe does with immediate proration. */
  async switchPlan(row: SubscriptionRow, priceId: string) {
    const now = new Date()
    const updated = await this.update(row.id, {
      priceId,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + PERIOD_MS),
    })
    await this.emit('customer.subscription.updated', subscriptionObject(updated))
    await this.invoicePaid(updated, 'subscription_update')
  }

  /** The billing period ends: a renewal invoice, or the end of a subscription set to cancel. */
  async advance(row: SubscriptionRow) {
    if (row.cancelAtPeriodEnd) {
      const ended = await this.update(row.id, { status: 'canceled' })
      await this.emit('customer.subscription.deleted', subscriptionObject(ended))
      return
    }
    const renewed = await this.update(row.id, {
      currentPeriodStart: row.currentPeriodEnd,
      currentPeriodEnd: new Date(row.currentPeriodEnd.getTime() + PERIOD_MS),
    })
    await this.invoicePaid(renewed, 'subscription_cycle')
    await this.emit('customer.subscription.updated', subscriptionObject(renewed))
  }

  async invoicePaid(row: SubscriptionRow, reason: string) {
    const [plan] = await this.db.select().from(plans).where(eq(plans.providerPriceId, row.priceId))
    await this.emit('invoice.paid', {
      id: sandboxId('in'),
      object: 'invoice',
      status: 'paid',
      customer: row.customerId,
      billing_reason: reason,
      amount_paid: plan?.priceCents ?? 0,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: row.id, metadata: row.metadata },
      },
      lines: {
        object: 'list',
        data: [
          {
            object: 'line_item',
            period: { start: seconds(row.currentPeriodStart), end: seconds(row.currentPeriodEnd) },
            pricing: { type: 'price_details', price_details: { price: row.priceId } },
          },
        ],
      },
    })
  }

  private async update(id: string, values: Partial<SubscriptionRow>) {
    const [row] = await this.db
      .update(sandboxSubscriptions)
      .set(values)
      .where(eq(sandboxSubscriptions.id, id))
      .returning()
    if (!row) throw new Error(`no sandbox subscription ${id}`)
    return row
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url')
  }
}

/** The subscription object Stripe puts in customer.subscription.* events. */
export function subscriptionObject(row: SubscriptionRow) {
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    cancel_at: row.cancelAtPeriodEnd ? seconds(row.currentPeriodEnd) : null,
    metadata: row.metadata,
    items: {
      object: 'list',
      data: [
        {
          object: 'subscription_item',
          price: { id: row.priceId },
          current_period_start: seconds(row.currentPeriodStart),
          current_period_end: seconds(row.currentPeriodEnd),
        },
      ],
    },
  }
}
