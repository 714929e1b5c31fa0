import { and, eq, gt, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Database } from '../../db/client.ts'
import { sandboxCheckouts } from '../../db/schema.ts'
import type {
  CheckoutLine,
  CheckoutRequest,
  PaymentProvider,
  ProviderCheckout,
  ProviderSubscription,
  RefundRequest,
} from './payment-provider.ts'
import { SandboxBilling } from './sandbox-billing.ts'
import {
  checkoutSessionObject,
  type SandboxLineItem,
  sandboxId,
  stripeShapedEvent,
} from './sandbox-events.ts'
import { refundSandboxPayment } from './sandbox-refunds.ts'
import { verifySignedEvent } from './verify-event.ts'

/** Stripe's test cards: this one pays, this one is declined, anything else is refused. */
export const PAYING_CARD = '4242424242424242'
export const DECLINED_CARD = '4000000000000002'
export const DECLINE_MESSAGE = 'Your card was declined.'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Hands an event to the store's payments service (PaymentsService.handleEvent, as the webhook
 * route does once it has verified Stripe's); answers whether the store applied it.
 */
export type DeliverEvent = (event: Stripe.Event) => Promise<boolean>

export type PayOutcome =
  | { kind: 'paid'; successUrl: string }
  | { kind: 'declined'; message: string }
  | { kind: 'closed' }

/**
 * A card network in the store: a hosted checkout page, Stripe's test cards, and Stripe-shaped
 * events handed in-process to the same service the webhook route feeds Stripe's to.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox'
  deliver: DeliverEvent = async () => false
  readonly billing: SandboxBilling

  constructor(
    private readonly db: Database,
    private readonly webhookSecret: string,
    private readonly publicUrl: string,
  ) {
    this.billing = new SandboxBilling(db, webhookSecret, publicUrl, (type, object) =>
      this.emit(type, object),
    )
  }

  async createCheckout(request: CheckoutRequest) {
    const id = sandboxId('cs_test')
    const lineItems = request.lines.map(sandboxLine)
    if (request.discount) {
      lineItems.push({
        name: request.discount.name,
        amountCents: -request.discount.amountCents,
        quantity: 1,
        kind: 'discount',
      })
    }
    await this.db.insert(sandboxCheckouts).values({
      id,
      mode: request.mode,
      status: 'open',
      paymentStatus: 'unpaid',
      amountCents: lineItems.reduce((sum, line) => sum + line.amountCents * line.quantity, 0),
      lineItems,
      customerEmail: request.customerEmail,
      clientReferenceId: request.sessionId,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      expiresAt: new Date(Date.now() + DAY_MS),
    })
    return { providerSessionId: id, url: `${this.publicUrl}/sandbox/checkout/${id}` }
  }

  async find(id: string) {
    const [row] = await this.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id))
    return row
  }

  async retrieveCheckout(providerSessionId: string): Promise<ProviderCheckout> {
    const row = await this.find(providerSessionId)
    if (!row) throw new Error(`no sandbox checkout ${providerSessionId}`)
    const lapsed = row.status === 'open' && row.expiresAt.getTime() <= Date.now()
    return {
      status: lapsed ? 'expired' : row.status,
      paymentStatus: row.paymentStatus,
      paymentIntentId: row.paymentIntentId,
    }
  }

  async expireCheckout(providerSessionId: string): Promise<void> {
    const [row] = await this.db
      .update(sandboxCheckouts)
      .set({ status: 'expired' })
      .where(and(eq(sandboxCheckouts.id, providerSessionId), eq(sandboxCheckouts.status, 'open')))
      .returning()
    if (row) await this.emit('checkout.session.expired', checkoutSessionObject(row))
  }

  async checkoutOfPayment(paymentIntentId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: sandboxCheckouts.id })
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.paymentIntentId, paymentIntentId))
    return row?.id ?? null
  }

  refund(request: RefundRequest): Promise<{ refundId: string }> {
    return refundSandboxPayment(this.db, request, (type, object) => this.emit(type, object))
  }

  /** The sandbox's customers are known by email: the same one its checkouts bill. */
  async createCustomer(customer: { email: string }): Promise<string> {
    return this.billing.customerOf(customer.email)
  }

  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.billing.retrieve(subscriptionId)
  }

  /** As the manage page's Resume: the change reaches the store as a Billing event. */
  async resumeSubscription(subscriptionId: string): Promise<void> {
    const row = await this.billing.find(subscriptionId)
    if (row) await this.billing.setCancelAtPeriodEnd(row, false)
  }

  /** The store's own invoices read the exemption from its database: nothing to keep here. */
  async setTaxExempt(): Promise<null> {
    return null
  }

  async createPortal(customerId: string): Promise<string> {
    return this.billing.portalUrl(customerId)
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    return verifySignedEvent(rawBody, signature, this.webhookSecret)
  }

  /** The card form was submitted: charge the checkout's own amount, or decline. */
  async pay(providerSessionId: string, cardNumber: string): Promise<PayOutcome> {
    const card = cardNumber.replace(/[\s-]/g, '')
    if (card === DECLINED_CARD) return { kind: 'declined', message: DECLINE_MESSAGE }
    if (card !== PAYING_CARD) {
      return { kind: 'declined', message: 'Use a test card: 4242 4242 4242 4242 pays.' }
    }
    const [row] = await this.db
      .update(sandboxCheckouts)
      .set({ status: 'complete', paymentStatus: 'paid', paymentIntentId: sandboxId('pi') })
      .where(
        and(
          eq(sandboxCheckouts.id, providerSessionId),
          eq(sandboxCheckouts.status, 'open'),
          gt(sandboxCheckouts.expiresAt, sql`now()`),
        ),
      )
      .returning()
    if (!row) return { kind: 'closed' }
    if (row.mode === 'payment') {
      await this.emit('checkout.session.completed', checkoutSessionObject(row))
      return { kind: 'paid', successUrl: row.successUrl }
    }
    // Stripe sends these two in no fixed order; the store must cope with either first.
    const customer = this.billing.customerOf(row.customerEmail)
    const priceId = (row.lineItems as SandboxLineItem[])[0]?.priceId ?? ''
    const subscription = await this.billing.start(customer, priceId, row.clientReferenceId)
    await this.billing.invoicePaid(subscription, 'subscription_create')
    await this.emit('checkout.session.completed', {
      ...checkoutSessionObject(row),
      customer,
      subscription: subscription.id,
    })
    return { kind: 'paid', successUrl: row.successUrl }
  }

  /**
   * Delivers an event; a failed delivery is left to reconciliation, as with Stripe. It goes
   * through JSON as a webhook's body would, so the store gets plain data, never the sandbox's
   * own objects. It needs no signature: it never leaves the process.
   */
  async emit(type: string, object: Record<string, unknown>): Promise<boolean> {
    const event: Stripe.Event = JSON.parse(JSON.stringify(stripeShapedEvent(type, object)))
    return this.deliver(event)
  }
}

function sandboxLine(line: CheckoutLine): SandboxLineItem {
  return {
    name: line.name,
    description: line.description,
    amountCents: line.unitAmountCents,
    quantity: line.quantity,
    priceId: line.priceId,
  }
}
