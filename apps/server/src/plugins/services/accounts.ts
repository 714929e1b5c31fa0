import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import type { SignInContext } from '../../services/accounts/sign-in.ts'
import { deleteStaleLockouts } from '../../services/accounts/sign-in-lockout.ts'
import type { PasswordResetContext } from '../../services/identity/password-reset.ts'

declare module 'fastify' {
  interface FastifyInstance {
    passwordResets: PasswordResetContext
    signIn: SignInContext
  }
}

const HOUR_MS = 60 * 60 * 1000

export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('passwordResets', {
      db: app.db,
      mailer: app.mailer,
      revokedGrants: app.revokedGrants,
      publicUrl: config.PUBLIC_URL,
    } satisfies PasswordResetContext)
    app.decorate('signIn', {
      db: app.db,
      lockout: {
        threshold: config.SIGN_IN_LOCKOUT_THRESHOLD,
        maxSeconds: config.SIGN_IN_LOCKOUT_MAX_SECONDS,
      },
    } satisfies SignInContext)
    const sweep = setInterval(() => {
      deleteStaleLockouts(app.db).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not delete stale sign-in lockouts')
      })
    }, HOUR_MS)
    sweep.unref()
    app.addHook('onClose', async () => clearInterval(sweep))
  },
  { name: 'accounts', dependencies: ['database', 'mail', 'revoked-grants'] },
)
