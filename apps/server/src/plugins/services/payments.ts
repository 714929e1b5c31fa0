import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import type { Database } from '../../db/client.ts'
import { creditPacks, plans } from '../../db/schema.ts'
import { loadOrCreate } from '../../services/identity/server-secrets.ts'
import { EventOutOfOrder } from '../../services/payments/fulfilment.ts'
import { PaymentsService } from '../../services/payments/payments-service.ts'
import { SandboxProvider } from '../../services/payments/sandbox-provider.ts'
import { StripeProvider } from '../../services/payments/stripe-provider.ts'
import { loggableError } from '../infra/log-redaction.ts'

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService
    /** The built-in card sandbox; undefined when Stripe takes the payments. */
    sandbox: SandboxProvider | undefined
  }
}

/** Production with PAYMENTS=sandbox: said once at start-up, so nobody mistakes it for the shop. */
export const STAGING_LINE =
  'staging store (PAYMENTS=sandbox): payments are simulated, no card is charged, and every page shows the test-mode ribbon'

/** How often, and after how long, checkouts whose events never came are asked about. */
const RECONCILE_EVERY_MS = 5 * 60 * 1000
const RECONCILE_AFTER_MS = 2 * 60 * 1000

/** Stripe or the sandbox, as the configuration decided; one fulfilment path for both. */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const sandbox =
      config.payments === 'sandbox' ? await createSandbox(app, config.PUBLIC_URL) : undefined
    const provider =
      sandbox ??
      new StripeProvider({
        secretKey: config.STRIPE_SECRET_KEY ?? '',
        webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
        apiUrl: config.STRIPE_API_URL,
        tax: config.invoicing.stripeTax,
      })
    await syncPriceIds(app.db, {
      Pro: config.STRIPE_PRICE_PRO ?? 'price_sandbox_pro',
      Enterprise: config.STRIPE_PRICE_ENTERPRISE ?? 'price_sandbox_enterprise',
      'pro-credits': config.STRIPE_PRICE_PRO_CREDITS ?? 'price_sandbox_pro_credits',
      'enterprise-credits':
        config.STRIPE_PRICE_ENTERPRISE_CREDITS ?? 'price_sandbox_enterprise_credits',
    })
    app.decorate('sandbox', sandbox)
    app.decorate(
      'payments',
      new PaymentsService(
        app.db,
        provider,
        app.mailer,
        app.log,
        config.PUBLIC_URL,
        config.SHOP_EMAIL,
        config.invoicing,
      ),
    )

    const timer = setInterval(() => {
      app.payments
        .reconcile(RECONCILE_AFTER_MS)
        .catch((error: unknown) => app.log.warn({ err: error }, 'checkout reconciliation failed'))
    }, RECONCILE_EVERY_MS)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
    if (config.NODE_ENV === 'production' && config.payments === 'sandbox') {
      app.addHook('onReady', async () => app.log.warn(STAGING_LINE))
    }
  },
  { name: 'payments', dependencies: ['database', 'accounts'] },
)

/** The provider's price ids come from configuration; amounts and credits stay editable in the database. */
async function syncPriceIds(db: Database, ids: Record<string, string>) {
  for (const [id, priceId] of Object.entries(ids)) {
    await db
      .update(plans)
      .set({ providerPriceId: priceId })
      .where(eq(plans.id, id as 'Pro'))
    await db.update(creditPacks).set({ providerPriceId: priceId }).where(eq(creditPacks.id, id))
  }
}

async function createSandbox(app: FastifyInstance, publicUrl: string) {
  // Per install, kept like the sign-in keys: events signed by another install are refused.
  const secret = await loadOrCreate(
    app.db,
    'sandbox_webhook_secret',
    async () => `whsec_${randomBytes(24).toString('base64url')}`,
  )
  const sandbox = new SandboxProvider(app.db, secret, publicUrl)
  // The sandbox's own events are trusted in-process: only the webhook route verifies signatures.
  sandbox.deliver = async (event) => {
    try {
      await app.payments.handleEvent(event)
      return true
    } catch (error) {
      // Rolled back and not recorded, as when the webhook answers 5xx: reconciliation settles it.
      const about = { event: event.id, type: event.type }
      if (error instanceof EventOutOfOrder) app.log.warn(about, error.message)
      else app.log.error({ ...about, error: loggableError(error) }, 'sandbox event not applied')
      return false
    }
  }
  return sandbox
}
