import type { CheckoutSession } from '@marquee/core'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type Stripe from 'stripe'
import type { InvoiceSettings } from '../../config/invoice-settings.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { checkoutSessions, paymentEvents } from '../../db/schema.ts'
import { prepareSandboxPlanInvoice } from '../invoices/plan-invoices.ts'
import { prepareStripeInvoiceRecord } from '../invoices/stripe-invoices.ts'
import type { Letter } from '../mail/letters.ts'
import type { Mailer } from '../mail/mailer.ts'
import { openBillingPortal } from './billing-portal.ts'
import { type CartCheckoutDeps, createCartCheckout } from './cart-checkout.ts'
import { closeCheckout, completeCheckout, refundCheckout } from './fulfilment.ts'
import { cancelCheckout, followCheckout } from './own-checkout.ts'
import type { PaymentProvider, RefundRequest, TaxCustomer } from './payment-provider.ts'
import { createPlanCheckout } from './plan-checkout.ts'
import { type Apply, prepareSubscriptionEvent } from './subscription-events.ts'
import { resumeSubscription } from './subscription-resume.ts'

type Customer = { id: string; email: string }
type SessionRow = typeof checkoutSessions.$inferSelect

const PAID = new Set(['paid', 'no_payment_required'])

/**
 * Applies what the payment provider reports, from any of three callers: its webhook, the
 * success page asking, and the periodic reconciliation. Each change is one conditional
 * update, so any number of them at once fulfil a checkout exactly once.
 */
export class PaymentsService {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly mailer: Pick<Mailer, 'send'>,
    private readonly log: FastifyBaseLogger,
    private readonly publicUrl: string,
    /** Where a paid customised line's work notice goes (SHOP_EMAIL). */
    private readonly shopEmail: string,
    /** The seller and numbering of every invoice (DESIGN decision 018). */
    readonly invoicing: InvoiceSettings,
  ) {}

  /** A verified webhook event; a replayed event id changes nothing. */
  async handleEvent(event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'> {
    const apply = await this.prepare(event)
    if (!apply) return 'ignored'
    return this.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ providerEventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.providerEventId })
      if (fresh.length === 0) return 'duplicate'
      await this.queueMail(tx, (await apply(tx)) ?? [])
      return 'applied'
    })
  }

  /** What an event does, or undefined to ignore it. Provider look-ups happen here, outside the transaction. */
  private async prepare(event: Stripe.Event) {
    const name = this.provider.name
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object
        if (!PAID.has(session.payment_status)) return undefined
        const intent = session.payment_intent
        const intentId = typeof intent === 'string' ? intent : (intent?.id ?? null)
        return (tx: Parameters<typeof completeCheckout>[0]) =>
          completeCheckout(tx, name, session.id, intentId, this.shopEmail, this.invoicing)
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const outcome = event.type === 'checkout.session.expired' ? 'expired' : 'failed'
        const id = event.data.object.id
        return async (tx: Parameters<typeof closeCheckout>[0]) => {
          await closeCheckout(tx, name, id, outcome)
        }
      }
      case 'charge.refunded': {
        const charge = event.data.object
        const intent = charge.payment_intent
        const intentId = typeof intent === 'string' ? intent : intent?.id
        if (!charge.refunded || !intentId) return undefined
        const sessionId = await this.checkoutOfPayment(intentId)
        if (!sessionId) return undefined
        return (tx: Parameters<typeof refundCheckout>[0]) =>
          refundCheckout(tx, name, sessionId, this.invoicing)
      }
      default:
        return inOrder([
          await prepareSubscriptionEvent(event, this.db, this.provider),
          await prepareSandboxPlanInvoice(event, this.db, this.invoicing),
          await prepareStripeInvoiceRecord(event, this.db, this.invoicing),
        ])
    }
  }

  private async checkoutOfPayment(paymentIntentId: string): Promise<string | null> {
    const [known] = await this.db
      .select({ id: checkoutSessions.providerSessionId })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.paymentIntentId, paymentIntentId))
    return known?.id ?? (await this.provider.checkoutOfPayment(paymentIntentId))
  }

  /** Asks the provider about one open checkout and applies its answer (replaced checkouts, reconciliation). */
  async settle(sessionId: string): Promise<void> {
    const [session] = await this.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId))
    if (session) await this.settleSession(session)
  }

  /**
   * settle for a session row the caller has just read (the success page's poll reads it once).
   * Answers the session's status now, or undefined when another caller moved it first.
   */
  async settleSession(session: SessionRow): Promise<SessionRow['status'] | undefined> {
    if (session.status !== 'open' || session.provider !== this.provider.name) {
      return session.status
    }
    const remote = await this.provider.retrieveCheckout(session.providerSessionId)
    const id = session.providerSessionId
    const name = this.provider.name
    if (remote.status === 'complete' && PAID.has(remote.paymentStatus)) {
      const letters = await this.db.transaction(async (tx) => {
        const paid = await completeCheckout(
          tx,
          name,
          id,
          remote.paymentIntentId,
          this.shopEmail,
          this.invoicing,
        )
        await this.queueMail(tx, paid ?? [])
        return paid
      })
      return letters ? 'complete' : undefined
    }
    if (remote.status === 'expired') {
      const closed = await this.db.transaction((tx) => closeCheckout(tx, name, id, 'expired'))
      return closed ? 'expired' : undefined
    }
    return session.status
  }

  /** The success page's poll of the customer's own checkout (own-checkout.ts). */
  followCheckout(customerId: string, sessionId: string): Promise<CheckoutSession> {
    return followCheckout({ db: this.db, payments: this }, customerId, sessionId)
  }

  /** The customer left the provider's page (own-checkout.ts). */
  cancelCheckout(customerId: string, sessionId: string): Promise<void> {
    return cancelCheckout({ db: this.db, payments: this }, customerId, sessionId)
  }

  get name() {
    return this.provider.name
  }

  /** Refunds part or all of a payment; throws RefundRefused or ProviderUnavailable. */
  refund(request: RefundRequest): Promise<{ refundId: string }> {
    return this.provider.refund(request)
  }

  /** The provider's tax standing of a customer (tax-status.ts). */
  setTaxExempt(customer: TaxCustomer, exempt: boolean): Promise<string | null> {
    return this.provider.setTaxExempt(customer, exempt)
  }

  /** Verifies a webhook body from outside the process; throws WebhookSignatureError. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    return this.provider.verifyEvent(rawBody, signature)
  }

  /** A hosted checkout for a cart at the server's prices (cart-checkout.ts). */
  openCartCheckout(
    deps: Pick<CartCheckoutDeps, 'log' | 'logos'>,
    customer: Customer,
    body: Parameters<typeof createCartCheckout>[2],
  ) {
    const settle = (sessionId: string) => this.settle(sessionId)
    const lifecycle = { db: this.db, provider: this.provider, settle, publicUrl: this.publicUrl }
    return createCartCheckout({ ...lifecycle, ...deps }, customer, body)
  }

  /** A hosted checkout for a plan or a credit pack (plan-checkout.ts). */
  openPlanCheckout(customer: Customer, purchase: Parameters<typeof createPlanCheckout>[2]) {
    return createPlanCheckout(this.planDeps(), customer, purchase)
  }

  /** Where 'Manage subscription' sends the customer (billing-portal.ts). */
  openBillingPortal(customer: Customer): Promise<string> {
    return openBillingPortal(this.planDeps(), customer)
  }

  /** The account's Resume (subscription-resume.ts). */
  resumeSubscription(userId: string): Promise<void> {
    return resumeSubscription(this.db, this.provider, userId)
  }

  private planDeps() {
    return { db: this.db, provider: this.provider, publicUrl: this.publicUrl }
  }

  /** Ends an open checkout at the provider (the customer cancelled); settle applies the result. */
  async expireCheckout(providerSessionId: string): Promise<void> {
    await this.provider.expireCheckout(providerSessionId)
  }

  /** Settles checkouts left open longer than `olderThanMs` whose events never arrived. */
  async reconcile(olderThanMs: number): Promise<number> {
    const open = await this.db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.status, 'open'),
          lt(checkoutSessions.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
        ),
      )
      .orderBy(checkoutSessions.createdAt)
      .limit(100)
    for (const { id } of open) {
      await this.settle(id).catch((error: unknown) =>
        this.log.warn({ err: error, checkoutSession: id }, 'could not reconcile a checkout'),
      )
    }
    return open.length
  }

  /**
   * Mail joins the outbox in the payment's own transaction as letters (data): sent once the
   * payment commits, never for one rolled back, and a mail server being down never undoes a
   * payment. Letters are rendered when they are sent, so no template runs in this transaction.
   */
  private async queueMail(tx: Transaction, letters: Letter[]): Promise<void> {
    await this.mailer.send(letters, tx)
  }
}

/** Several changes of one event, applied in order in its transaction; undefined when none applies. */
function inOrder(changes: Array<Apply | undefined>): Apply | undefined {
  const applied = changes.filter((change) => change !== undefined)
  if (applied.length === 0) return undefined
  return async (tx) => {
    const letters = []
    for (const change of applied) letters.push(...((await change(tx)) ?? []))
    return letters
  }
}
