import compress from '@fastify/compress'
import Fastify, { type FastifyLoggerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config/config.ts'
import { fastifyTrustProxy, isTrustedPeer } from './config/trust-proxy.ts'
import type { DatabaseHandle } from './db/client.ts'
import connectionGuard from './plugins/infra/connection-guard.ts'
import database from './plugins/infra/database.ts'
import docs from './plugins/infra/docs.ts'
import errors from './plugins/infra/errors.ts'
import { clientErrorHandler, frameworkErrors } from './plugins/infra/framework-errors.ts'
import { requestForLog } from './plugins/infra/log-redaction.ts'
import readiness from './plugins/infra/readiness.ts'
import requestBudgets from './plugins/infra/request-budgets.ts'
import security from './plugins/infra/security.ts'
import storage from './plugins/infra/storage.ts'
import accounts from './plugins/services/accounts.ts'
import backOffice from './plugins/services/back-office.ts'
import catalog from './plugins/services/catalog.ts'
import checkoutReminders from './plugins/services/checkout-reminders.ts'
import customRequests from './plugins/services/custom-requests.ts'
import downloads from './plugins/services/downloads.ts'
import identity from './plugins/services/identity.ts'
import mail from './plugins/services/mail.ts'
import orders from './plugins/services/orders.ts'
import payments from './plugins/services/payments.ts'
import revokedGrants from './plugins/services/revoked-grants.ts'
import accountRoutes from './routes/api/account/index.ts'
import adminRoutes from './routes/api/admin/index.ts'
import cartRoutes from './routes/api/cart.ts'
import catalogRoutes from './routes/api/catalog.ts'
import contactRoutes from './routes/api/contact.ts'
import contentPageRoutes from './routes/api/content-pages.ts'
import converterTestRoutes from './routes/api/converter-test.ts'
import customVideoRequestRoutes from './routes/api/custom-video-request.ts'
import discountRoutes from './routes/api/discounts.ts'
import passwordResetRoutes from './routes/api/password-reset.ts'
import planRoutes from './routes/api/plans.ts'
import reviewRoutes from './routes/api/reviews.ts'
import runtimeConfigRoutes from './routes/api/runtime-config.ts'
import searchRoutes from './routes/api/search.ts'
import webhookRoutes from './routes/api/webhooks.ts'
import devMailboxRoutes from './routes/dev-mailbox.ts'
import healthRoutes from './routes/health.ts'
import interactionRoutes from './routes/identity/interactions.ts'
import mediaRoutes from './routes/media.ts'
import sandboxCheckoutRoutes from './routes/sandbox/sandbox-checkout.ts'
import sandboxSubscriptionRoutes from './routes/sandbox/sandbox-subscription.ts'
import seoFileRoutes from './routes/seo-files.ts'
import spaRoutes from './routes/spa.ts'

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  /** Logger settings over LOG_LEVEL's (tests give a stream to read the log). */
  logger?: FastifyLoggerOptions
}

/** Builds the whole store; listening is server.ts's job, so tests can `inject` instead. */
export async function buildApp({ config, database: handle, logger }: AppOptions) {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...logger, serializers: { req: requestForLog } },
    // Client addresses come from the socket unless TRUST_PROXY names the proxies (docs/requirements.md §10).
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    // A plugin may wait for another instance's start-up lock (migrations, the job queue's
    // tables) or for a busy machine: 10 s, Fastify's default, failed starts under load.
    pluginTimeout: 60_000,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // Node (24 as 20) applies the request timeout to a body only if the server was made with
    // it, and checks it on a beat (30 s by default, so a 60 s timeout cut at up to 90 s): both
    // go to the constructor (test/api/slow-clients.test.ts fails without either).
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(5_000, config.REQUEST_TIMEOUT_MS / 4),
    },
    frameworkErrors,
    clientErrorHandler,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Tier 1: infrastructure.
  await app.register(connectionGuard, {
    maxPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
    isProxy: isTrustedPeer(config.TRUST_PROXY),
  })
  await app.register(errors)
  await app.register(security, { config })
  await app.register(compress, { threshold: 1024 })
  await app.register(docs)
  await app.register(database, { handle })
  await app.register(requestBudgets)
  await app.register(readiness)
  await app.register(storage, { config })

  // Tier 2: domain services.
  await app.register(catalog)
  await app.register(mail, { config })
  await app.register(revokedGrants)
  await app.register(accounts, { config })
  await app.register(identity, { config })
  await app.register(payments, { config })
  await app.register(checkoutReminders, { config })
  await app.register(downloads, { config })
  await app.register(backOffice, { config })
  await app.register(orders, { config })
  await app.register(customRequests, { config })

  // Tier 3: routes.
  await app.register(healthRoutes)
  await app.register(
    async (api) => {
      await api.register(catalogRoutes)
      await api.register(searchRoutes)
      await api.register(contentPageRoutes)
      await api.register(discountRoutes, { perMinute: config.COUPON_RATE_LIMIT })
      await api.register(cartRoutes)
      await api.register(contactRoutes, {
        limits: {
          perAddress: config.CONTACT_RATE_LIMIT,
          perMinute: config.CONTACT_GLOBAL_RATE_LIMIT,
          maxUnread: config.CONTACT_MAX_UNREAD,
        },
      })
      await api.register(customVideoRequestRoutes, {
        limits: {
          perAddress: config.CONTACT_RATE_LIMIT,
          perMinute: config.CONTACT_GLOBAL_RATE_LIMIT,
        },
      })
      await api.register(reviewRoutes, {
        limits: {
          perAddress: config.REVIEW_RATE_LIMIT,
          perMinute: config.REVIEW_GLOBAL_RATE_LIMIT,
        },
      })
      await api.register(runtimeConfigRoutes, { config })
      await api.register(passwordResetRoutes)
      await api.register(webhookRoutes)
      await api.register(accountRoutes, { config })
      await api.register(planRoutes)
      await api.register(converterTestRoutes, {
        limits: {
          perAddress: config.CONVERTER_TEST_RATE_LIMIT,
          perMinute: config.CONVERTER_TEST_GLOBAL_RATE_LIMIT,
          concurrency: config.CONVERTER_TEST_CONCURRENCY,
          queue: config.CONVERTER_TEST_QUEUE,
        },
      })
      await api.register(adminRoutes, { prefix: '/admin', config })
    },
    { prefix: '/api' },
  )
  if (app.oidc) {
    await app.register(interactionRoutes, {
      provider: app.oidc,
      limits: {
        perAddressAndEmail: config.SIGN_IN_RATE_LIMIT,
        perAddress: config.SIGN_IN_ADDRESS_RATE_LIMIT,
        registrationsPerHour: config.REGISTRATION_RATE_LIMIT,
      },
    })
  }
  if (config.mail.kind === 'outbox' && config.mail.mailbox !== 'off') {
    await app.register(devMailboxRoutes, { access: config.mail.mailbox })
  }
  if (app.sandbox) {
    await app.register(sandboxCheckoutRoutes, { sandbox: app.sandbox })
    await app.register(sandboxSubscriptionRoutes, {
      sandbox: app.sandbox,
      publicUrl: config.PUBLIC_URL,
    })
  }
  await app.register(mediaRoutes, { root: config.MEDIA_DIR })
  await app.register(app.storageRoutes)
  await app.register(seoFileRoutes, { publicUrl: config.PUBLIC_URL, webRoot: config.WEB_DIST_DIR })
  await app.register(spaRoutes, { root: config.WEB_DIST_DIR, publicUrl: config.PUBLIC_URL })

  return app
}
