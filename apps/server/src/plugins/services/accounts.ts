import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import { SignInLockout } from '../../services/accounts/sign-in-lockout.ts'
import { UserRepository } from '../../services/accounts/user-repository.ts'
import { PasswordResets } from '../../services/identity/password-reset.ts'

declare module 'fastify' {
  interface FastifyInstance {
    users: UserRepository
    passwordResets: PasswordResets
    signInLockout: SignInLockout
  }
}

const HOUR_MS = 60 * 60 * 1000

export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const users = new UserRepository(app.db)
    app.decorate('users', users)
    app.decorate(
      'passwordResets',
      new PasswordResets(app.db, users, app.mailer, app.revokedGrants, config.PUBLIC_URL),
    )
    const lockout = new SignInLockout(app.db, {
      threshold: config.SIGN_IN_LOCKOUT_THRESHOLD,
      maxSeconds: config.SIGN_IN_LOCKOUT_MAX_SECONDS,
    })
    app.decorate('signInLockout', lockout)
    const sweep = setInterval(() => {
      lockout.deleteStale().catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not delete stale sign-in lockouts')
      })
    }, HOUR_MS)
    sweep.unref()
    app.addHook('onClose', async () => clearInterval(sweep))
  },
  { name: 'accounts', dependencies: ['database', 'mail', 'revoked-grants'] },
)
