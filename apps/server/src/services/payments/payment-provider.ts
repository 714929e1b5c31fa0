import type Stripe from 'stripe'

export type ProviderName = 'sandbox' | 'stripe'

/**
 * One line of a checkout. Clips carry an inline price; plans and packs also name the
 * provider's price id (Stripe charges that; the portal's plan switching needs it).
 */
export interface CheckoutLine {
  name: string
  /** What the line is made of, shown under its name: the clip's price, each extra, the format. */
  description?: string | undefined
  /** The full price of one, extras included; a discount is its own part of the checkout. */
  unitAmountCents: number
  quantity: number
  priceId?: string | undefined
}

/** A coupon's discount on the whole checkout, shown as its own line; the total is lines - it. */
export interface CheckoutDiscount {
  name: string
  amountCents: number
}

export interface CheckoutRequest {
  /** The store's own session id: the provider's client reference and metadata. */
  sessionId: string
  mode: 'payment' | 'subscription'
  customerEmail: string
  /** The provider's customer when the store already has one (one customer per user). */
  customerId?: string | undefined
  lines: CheckoutLine[]
  discount?: CheckoutDiscount | undefined
  successUrl: string
  cancelUrl: string
}

/** What the provider says about a checkout: the truth the store reconciles against. */
export interface ProviderCheckout {
  status: 'open' | 'complete' | 'expired'
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required'
  paymentIntentId: string | null
}

/** A subscription as the provider holds it now (re-read on every subscription event). */
export interface ProviderSubscription {
  id: string
  customerId: string
  status: 'active' | 'past_due' | 'canceled'
  priceId: string | null
  cancelAtPeriodEnd: boolean
  /** When it is set to end (at the period's end or a chosen date); null while it renews. */
  cancelAt: Date | null
  currentPeriodEnd: Date | null
  /** The store's checkout session that started it (its metadata). */
  checkoutSessionId: string | null
}

/** A customer whose tax standing staff change; `customerId` when the provider has one already. */
export interface TaxCustomer {
  userId: string
  email: string
  name: string
  customerId?: string | undefined
}

/** Money back on a payment; the key makes a retried request return the same refund. */
export interface RefundRequest {
  paymentIntentId: string
  amountCents: number
  idempotencyKey: string
}

/** The provider answered and said no (already refunded, more than was paid): nothing moved. */
export class RefundRefused extends Error {
  override name = 'RefundRefused'
}

/** The provider could not be reached or failed: the refund may be asked for again. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable'
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}

/**
 * Where card payments happen: Stripe, or the store's own sandbox that behaves like it.
 * Both report Stripe-shaped events to PaymentsService.handleEvent: Stripe through the webhook
 * route, the sandbox in-process.
 */
/** What the back office asks of the payments seam: refunds and tax standing. */
export type StaffPayments = Pick<PaymentProvider, 'name' | 'refund' | 'setTaxExempt'>

export interface PaymentProvider {
  readonly name: ProviderName
  createCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; url: string }>
  retrieveCheckout(providerSessionId: string): Promise<ProviderCheckout>
  /** Ends an open checkout (the customer cancelled); the provider then emits `expired`. */
  expireCheckout(providerSessionId: string): Promise<void>
  /** The checkout that created a payment, for refunds that arrive before the store knew it. */
  checkoutOfPayment(paymentIntentId: string): Promise<string | null>
  /** Refunds part or all of a payment; throws RefundRefused or ProviderUnavailable. */
  refund(request: RefundRequest): Promise<{ refundId: string }>
  /** A customer record for a user who has none yet; answers its id. */
  createCustomer(customer: { userId: string; email: string }): Promise<string>
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>
  /** Undoes a cancellation set for later: the subscription renews again. */
  resumeSubscription(subscriptionId: string): Promise<void>
  /**
   * Marks the provider's customer tax-exempt or not, creating it when needed; answers its id,
   * or null when the provider keeps no tax standing (the sandbox: the store's own applies).
   */
  setTaxExempt(customer: TaxCustomer, exempt: boolean): Promise<string | null>
  /** Where 'Manage subscription' sends the customer: Stripe's Customer Portal or the sandbox's page. */
  createPortal(customerId: string, returnUrl: string): Promise<string>
  /** Verifies the signature and timestamp of a webhook body; throws WebhookSignatureError. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event
}
