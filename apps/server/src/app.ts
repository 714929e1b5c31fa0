import compress from '@fastify/compress'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config/config.ts'
import type { DatabaseHandle } from './db/client.ts'
import database from './plugins/infra/database.ts'
import docs from './plugins/infra/docs.ts'
import errors from './plugins/infra/errors.ts'
import security from './plugins/infra/security.ts'
import accounts from './plugins/services/accounts.ts'
import catalog from './plugins/services/catalog.ts'
import discounts from './plugins/services/discounts.ts'
import identity from './plugins/services/identity.ts'
import payments from './plugins/services/payments.ts'
import cartRoutes from './routes/api/cart.ts'
import catalogRoutes from './routes/api/catalog.ts'
import checkoutRoutes from './routes/api/checkout.ts'
import contactRoutes from './routes/api/contact.ts'
import discountRoutes from './routes/api/discounts.ts'
import meRoutes from './routes/api/me.ts'
import orderRoutes from './routes/api/orders.ts'
import passwordResetRoutes from './routes/api/password-reset.ts'
import runtimeConfigRoutes from './routes/api/runtime-config.ts'
import searchRoutes from './routes/api/search.ts'
import subscriptionRoutes from './routes/api/subscriptions.ts'
import webhookRoutes from './routes/api/webhooks.ts'
import devMailboxRoutes from './routes/dev-mailbox.ts'
import healthRoutes from './routes/health.ts'
import interactionRoutes from './routes/identity/interactions.ts'
import mediaRoutes from './routes/media.ts'
import sandboxCheckoutRoutes from './routes/sandbox/sandbox-checkout.ts'
import sandboxSubscriptionRoutes from './routes/sandbox/sandbox-subscription.ts'
import spaRoutes from './routes/spa.ts'

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  logger?: FastifyServerOptions['logger']
}

/** Builds the whole store; listening is server.ts's job, so tests can `inject` instead. */
export async function buildApp({ config, database: handle, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Tier 1: infrastructure.
  await app.register(errors)
  await app.register(security, { config })
  await app.register(compress, { threshold: 1024 })
  await app.register(docs)
  await app.register(database, { handle })

  // Tier 2: domain services.
  await app.register(catalog)
  await app.register(discounts)
  await app.register(accounts, { config })
  await app.register(identity, { config })
  await app.register(payments, { config })

  // Tier 3: routes.
  await app.register(healthRoutes)
  await app.register(
    async (api) => {
      await api.register(catalogRoutes)
      await api.register(searchRoutes)
      await api.register(discountRoutes, { perMinute: config.COUPON_RATE_LIMIT })
      await api.register(cartRoutes)
      await api.register(contactRoutes)
      await api.register(runtimeConfigRoutes, { config })
      await api.register(meRoutes)
      await api.register(passwordResetRoutes)
      await api.register(checkoutRoutes, { publicUrl: config.PUBLIC_URL })
      await api.register(webhookRoutes)
      await api.register(orderRoutes)
      await api.register(subscriptionRoutes, { publicUrl: config.PUBLIC_URL })
    },
    { prefix: '/api' },
  )
  if (app.oidc) {
    await app.register(interactionRoutes, {
      provider: app.oidc,
      signInsPerMinute: config.SIGN_IN_RATE_LIMIT,
    })
  }
  await app.register(devMailboxRoutes)
  if (app.sandbox) {
    await app.register(sandboxCheckoutRoutes, { sandbox: app.sandbox })
    await app.register(sandboxSubscriptionRoutes, {
      sandbox: app.sandbox,
      publicUrl: config.PUBLIC_URL,
    })
  }
  await app.register(mediaRoutes, { root: config.MEDIA_DIR })
  await app.register(spaRoutes, { root: config.WEB_DIST_DIR })

  return app
}
