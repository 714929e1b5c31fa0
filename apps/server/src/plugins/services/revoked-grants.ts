import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { listenForNotifications } from '../../db/notifications.ts'
import {
  GRANT_REVOKED_CHANNEL,
  REMEMBER_SECONDS,
  RevokedGrants,
} from '../../services/identity/revoked-grants.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-ins that ended recently, whose access tokens the API must refuse. */
    revokedGrants: RevokedGrants
  }
}

/** The revoked-grant set: filled from the table, kept fresh by NOTIFY, swept as it ages. */
export default fp(
  async (app: FastifyInstance) => {
    const revoked = new RevokedGrants(app.db)
    const reload = () =>
      revoked
        .load()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not read the revoked sign-ins'),
        )
    // Listening before the first read, so no revocation falls between the two.
    const stop = await listenForNotifications(
      app.dbHandle,
      GRANT_REVOKED_CHANNEL,
      (grantId) => (grantId === undefined ? void reload() : revoked.remember(grantId)),
      app.log,
    )
    await revoked.load()
    const sweep = setInterval(() => {
      revoked
        .sweep()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not delete old sign-in revocations'),
        )
    }, REMEMBER_SECONDS * 1000)
    sweep.unref()
    app.decorate('revokedGrants', revoked)
    app.addHook('onClose', async () => {
      clearInterval(sweep)
      await stop()
    })
  },
  { name: 'revoked-grants', dependencies: ['database'] },
)
