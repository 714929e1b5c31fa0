import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type Provider from 'oidc-provider'
import type { Config } from '../../config/config.ts'
import { HttpError, unauthorized } from '../../http-error.ts'
import type { Account } from '../../services/accounts/accounts.ts'
import {
  type AccessTokenVerifier,
  builtInVerifier,
  externalVerifier,
  InvalidAccessToken,
} from '../../services/identity/access-tokens.ts'
import { createBuiltInProvider } from '../../services/identity/provider.ts'
import { loadIdentitySecrets } from '../../services/identity/server-secrets.ts'
import { storefrontOrigins } from '../../services/identity/storefront-origins.ts'
import { deleteExpiredOidcModels } from '../../services/identity/sweep-sign-in-records.ts'
import { mountProvider } from './mount-provider.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in OpenID provider; undefined when an external issuer signs customers in. */
    oidc: Provider | undefined
    accessTokens: AccessTokenVerifier
    /** preHandler: answers 401 unless the request carries a valid access token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    account: Account | null
  }
}

/** As often as sign-ins expire (10 minutes), so abandoned ones do not pile up. */
const SWEEP_MS = 10 * 60 * 1000

/** Who the caller is: the built-in provider or an external issuer, and bearer-token checks. */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { identity } = config
    if (identity.kind === 'built-in') {
      const secrets = await loadIdentitySecrets(app.db)
      const provider = createBuiltInProvider({
        ...identity,
        origins: storefrontOrigins(config.PUBLIC_URL),
        db: app.db,
        revokedGrants: app.revokedGrants,
        ...secrets,
      })
      app.decorate('oidc', provider)
      app.decorate(
        'accessTokens',
        builtInVerifier(identity, secrets.signingKeys, app.db, app.revokedGrants),
      )
      await app.register(mountProvider, {
        provider,
        mountPath: '/oidc',
        publicUrl: config.PUBLIC_URL,
        authorizationsPerMinute: config.AUTHORIZE_RATE_LIMIT,
        maxLiveInteractions: config.MAX_LIVE_INTERACTIONS,
      })
      const sweep = setInterval(() => {
        deleteExpiredOidcModels(app.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not delete expired sign-in records'),
        )
      }, SWEEP_MS)
      sweep.unref()
      app.addHook('onClose', async () => clearInterval(sweep))
    } else {
      app.decorate('oidc', undefined)
      app.decorate('accessTokens', externalVerifier(identity, app.db))
    }

    app.decorateRequest('account', null)
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ')
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized()
      try {
        request.account = await app.accessTokens.verify(token)
      } catch (error) {
        if (error instanceof InvalidAccessToken) throw unauthorized()
        throw error
      }
    })
  },
  { name: 'identity', dependencies: ['database', 'accounts', 'revoked-grants'] },
)

/**
 * The signed-in customer of a request that passed `authenticate` (the account area's hook,
 * routes/api/account/index.ts, or a route's own); 401 if none did.
 */
export function customerOf(request: FastifyRequest): Account {
  if (!request.account) throw unauthorized()
  return request.account
}

/** 403 unless `email` is the signed-in caller's own (docs/requirements.md §10, object-level authorisation). */
export function assertOwnEmail(request: FastifyRequest, email: string): void {
  if (request.account?.email !== email.toLowerCase()) {
    throw new HttpError(403, "You can only see and change your own account's data")
  }
}
