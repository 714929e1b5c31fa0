import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import type { OrderPlacing } from '../../services/orders/customer-orders.ts'
import type { OrderMailDeps } from '../../services/orders/send-custom-order-mail.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** What a customer's order letters need: the database, the mailer and the shop's address. */
    orderMail: OrderMailDeps
    /** What placing a customer's order needs: the database, and where logos were uploaded. */
    orderPlacing: OrderPlacing
  }
}

/** The orders area's context, built once: routes pass it, never assemble one. */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('orderMail', {
      db: app.db,
      mailer: app.mailer,
      shopEmail: config.SHOP_EMAIL,
    } satisfies OrderMailDeps)
    app.decorate('orderPlacing', { db: app.db, logos: app.uploadedLogos } satisfies OrderPlacing)
  },
  { name: 'orders', dependencies: ['database', 'mail', 'storage'] },
)
