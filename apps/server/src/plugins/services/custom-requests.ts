import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import type { CustomRequestContext } from '../../services/custom-requests/store-custom-request.ts'

declare module 'fastify' {
  interface FastifyInstance {
    customRequests: CustomRequestContext
  }
}

/** The custom video requests' context, built once: routes pass it, never assemble one. */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('customRequests', {
      db: app.db,
      mailer: app.mailer,
      logos: app.uploadedLogos,
      shopEmail: config.SHOP_EMAIL,
      maxUnread: config.CONTACT_MAX_UNREAD,
    } satisfies CustomRequestContext)
  },
  { name: 'custom-requests', dependencies: ['database', 'mail', 'storage'] },
)
