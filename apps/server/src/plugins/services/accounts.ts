import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import { PasswordResets } from '../../services/accounts/password-reset.ts'
import { UserRepository } from '../../services/accounts/user-repository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    users: UserRepository
    passwordResets: PasswordResets
  }
}

export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const users = new UserRepository(app.db)
    app.decorate('users', users)
    app.decorate(
      'passwordResets',
      new PasswordResets(app.db, users, app.mailer, app.revokedGrants, config.PUBLIC_URL),
    )
  },
  { name: 'accounts', dependencies: ['database', 'mail', 'revoked-grants'] },
)
