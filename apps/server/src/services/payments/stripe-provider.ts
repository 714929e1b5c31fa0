import Stripe from 'stripe'
import {
  type CheckoutDiscount,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderSubscription,
  ProviderUnavailable,
  RefundRefused,
  type RefundRequest,
  type TaxCustomer,
} from './payment-provider.ts'
import { verifySignedEvent } from './verify-event.ts'

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  /** Another API address (a local stand-in in tests); unset: api.stripe.com. */
  apiUrl?: string | undefined
  /** Stripe Tax computes each checkout's tax, inside the prices (STRIPE_TAX=on). */
  tax?: boolean | undefined
}

/** Stripe Checkout, Billing and the Customer Portal through the official SDK. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe'
  readonly client: Stripe

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined
    this.client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    })
  }

  async createCheckout(request: CheckoutRequest) {
    const metadata = { marquee_session_id: request.sessionId }
    const coupon =
      request.discount && (await this.sessionCoupon(request.sessionId, request.discount))
    const tax = this.settings.tax === true
    const session = await this.client.checkout.sessions.create(
      {
        mode: request.mode,
        client_reference_id: request.sessionId,
        ...(request.customerId
          ? { customer: request.customerId }
          : { customer_email: request.customerEmail }),
        line_items: request.lines.map((line) =>
          line.priceId
            ? { price: line.priceId, quantity: line.quantity }
            : {
                price_data: {
                  currency: 'usd',
                  unit_amount: line.unitAmountCents,
                  // The store's prices are what the customer pays: tax is inside them.
                  ...(tax ? { tax_behavior: 'inclusive' as const } : {}),
                  product_data: {
                    name: line.name,
                    ...(line.description ? { description: line.description } : {}),
                  },
                },
                quantity: line.quantity,
              },
        ),
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata,
        // Institutions pay against an invoice with their tax id on it (decision 018).
        tax_id_collection: { enabled: true },
        ...(tax ? { automatic_tax: { enabled: true } } : {}),
        ...(request.customerId ? { customer_update: { name: 'auto', address: 'auto' } } : {}),
        ...(request.mode === 'payment'
          ? {
              payment_intent_data: { metadata },
              invoice_creation: { enabled: true, invoice_data: { metadata } },
            }
          : { subscription_data: { metadata } }),
      },
      // A retried request must not open a second checkout for the same store session.
      { idempotencyKey: `checkout-${request.sessionId}` },
    )
    if (!session.url) throw new Error('Stripe answered a checkout session without a url')
    return { providerSessionId: session.id, url: session.url }
  }

  /**
   * The store's discount as a Stripe coupon of exactly that amount, for this session only:
   * Checkout shows it by name beside the lines, and the total is the store's own to the cent
   * (a percent_off coupon would round on Stripe's side).
   */
  private async sessionCoupon(sessionId: string, discount: CheckoutDiscount): Promise<string> {
    const coupon = await this.client.coupons.create(
      {
        amount_off: discount.amountCents,
        currency: 'usd',
        duration: 'once',
        max_redemptions: 1,
        // Stripe takes at most 40 characters.
        name: discount.name.slice(0, 40),
        metadata: { marquee_session_id: sessionId },
      },
      { idempotencyKey: `checkout-coupon-${sessionId}` },
    )
    return coupon.id
  }

  async retrieveCheckout(providerSessionId: string): Promise<ProviderCheckout> {
    const session = await this.client.checkout.sessions.retrieve(providerSessionId)
    const intent = session.payment_intent
    return {
      // Newer API versions may add states: anything unknown counts as still open and unpaid.
      status: oneOf(session.status, ['complete', 'expired'], 'open'),
      paymentStatus: oneOf(session.payment_status, ['paid', 'no_payment_required'], 'unpaid'),
      paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    }
  }

  async expireCheckout(providerSessionId: string): Promise<void> {
    await this.client.checkout.sessions.expire(providerSessionId)
  }

  async checkoutOfPayment(paymentIntentId: string): Promise<string | null> {
    const page = await this.client.checkout.sessions.list({
      payment_intent: paymentIntentId,
      limit: 1,
    })
    return page.data[0]?.id ?? null
  }

  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const refund = await this.client.refunds
      .create(
        { payment_intent: request.paymentIntentId, amount: request.amountCents },
        // The SDK's own retries reuse it too: a lost answer never refunds twice.
        { idempotencyKey: request.idempotencyKey },
      )
      .catch((error: unknown) => {
        throw error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
          ? new RefundRefused(error.message)
          : new ProviderUnavailable(error instanceof Error ? error.message : String(error))
      })
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new RefundRefused(
        `Stripe says the refund ${refund.status}: ${refund.failure_reason ?? ''}`,
      )
    }
    return { refundId: refund.id }
  }

  async createCustomer(customer: { userId: string; email: string }): Promise<string> {
    const created = await this.client.customers.create(
      { email: customer.email, metadata: { marquee_user_id: customer.userId } },
      // Two first checkouts at once, or a retried request, make one customer.
      { idempotencyKey: `customer-${customer.userId}` },
    )
    return created.id
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.client.subscriptions.retrieve(subscriptionId)
    const item = subscription.items.data[0]
    const customer = subscription.customer
    const currentPeriodEnd = item ? new Date(item.current_period_end * 1000) : null
    return {
      id: subscription.id,
      customerId: typeof customer === 'string' ? customer : customer.id,
      status: subscriptionStatus(subscription.status),
      priceId: item?.price.id ?? null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      cancelAt: subscription.cancel_at
        ? new Date(subscription.cancel_at * 1000)
        : subscription.cancel_at_period_end
          ? currentPeriodEnd
          : null,
      currentPeriodEnd,
      checkoutSessionId: subscription.metadata.marquee_session_id ?? null,
    }
  }

  /**
   * The portal cancels either at the period's end or at a date (`cancel_at`); each is undone
   * its own way, and Stripe refuses both fields in one request.
   */
  async resumeSubscription(subscriptionId: string): Promise<void> {
    const subscription = await this.client.subscriptions.retrieve(subscriptionId)
    if (subscription.cancel_at_period_end) {
      await this.client.subscriptions.update(subscriptionId, { cancel_at_period_end: false })
    } else if (subscription.cancel_at) {
      await this.client.subscriptions.update(subscriptionId, { cancel_at: '' })
    }
  }

  /**
   * Stripe Tax leaves an exempt customer's invoices untaxed; a customer who never paid
   * through Stripe yet is created here, so the exemption holds from their first checkout.
   */
  async setTaxExempt(customer: TaxCustomer, exempt: boolean): Promise<string> {
    const tax_exempt = exempt ? 'exempt' : 'none'
    if (customer.customerId) {
      await this.client.customers.update(customer.customerId, { tax_exempt })
      return customer.customerId
    }
    const created = await this.client.customers.create(
      { email: customer.email, name: customer.name, tax_exempt },
      { idempotencyKey: `customer-${customer.userId}` },
    )
    return created.id
  }

  async createPortal(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.client.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    })
    return session.url
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    return verifySignedEvent(rawBody, signature, this.settings.webhookSecret)
  }
}

function oneOf<T extends string>(value: string | null, known: readonly T[], otherwise: T): T {
  return known.find((candidate) => candidate === value) ?? otherwise
}

/** Stripe's eight states folded into the store's three: only `active` lets downloads run. */
function subscriptionStatus(status: string): ProviderSubscription['status'] {
  if (status === 'active' || status === 'trialing') return 'active'
  if (status === 'past_due' || status === 'unpaid' || status === 'paused') return 'past_due'
  return 'canceled'
}
