import type { JWK } from 'jose'
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider'
import type { Database } from '../../db/client.ts'
import { findAccountById } from '../accounts/accounts.ts'
import { databaseAdapter } from './oidc-adapter.ts'
import { storeOriginsOnly } from './provider-cors.ts'
import { renderLoggedOut, renderLogout, renderProviderError } from './provider-pages.ts'
import type { RevokedGrants } from './revoked-grants.ts'
import { API_SCOPE } from './scopes.ts'
import { ACCESS_TOKEN_SECONDS } from './token-lifetimes.ts'

export interface BuiltInProviderOptions {
  issuer: string
  clientId: string
  /** The API's resource indicator; access tokens are JWTs for this audience. */
  audience: string
  /** Origins the storefront is served from; sign-in returns to `${origin}/auth/callback`. */
  origins: string[]
  db: Database
  revokedGrants: RevokedGrants
  signingKeys: JWK[]
  cookieKeys: string[]
}

const MINUTE = 60
const DAY = 24 * 60 * MINUTE

/**
 * The OpenID Connect provider built into the store: authorization code with PKCE for the
 * storefront (a public client), rotating refresh tokens, and JWT access tokens for the API.
 */
export function createBuiltInProvider(options: BuiltInProviderOptions): Provider {
  const { audience, db } = options
  const configuration: Configuration = {
    adapter: databaseAdapter(options.db, options.revokedGrants),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Marquee storefront',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.origins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: options.origins.flatMap((origin) => [origin, `${origin}/`]),
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: options.signingKeys },
    cookies: { keys: options.cookieKeys },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // The ID token carries the name and email, so the storefront needs no userinfo call.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub)
      if (!account) return undefined
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          name: account.name,
          email: account.email,
          email_verified: false,
        }),
      }
    },
    // The storefront is the store's own client: signing in grants what it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grantId = session.grantIdFor(client.clientId)
      const known = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined
      const grant =
        known ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid profile email')
      grant.addOIDCClaims(['sub', 'name', 'email', 'email_verified'])
      grant.addResourceScope(audience, API_SCOPE)
      await grant.save()
      return grant
    },
    // The API, or another store trusting this issuer, learns the email from the token itself;
    // the grant id lets the API refuse the token once its sign-in has ended.
    async extraTokenClaims(_ctx, token) {
      const account = 'accountId' in token ? await findAccountById(db, token.accountId) : undefined
      const grant = 'grantId' in token && token.grantId ? { grant_id: token.grantId } : {}
      return account ? { email: account.email, name: account.name, ...grant } : grant
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: MINUTE,
      IdToken: 15 * MINUTE,
      // Each authorization request stores one: abandoned sign-ins go within minutes.
      Interaction: 10 * MINUTE,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: renderLogout,
        postLogoutSuccessSource: renderLoggedOut,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget()
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          }
        },
      },
    },
    clientDefaults: { id_token_signed_response_alg: 'ES256' },
    clientBasedCORS: (_ctx, origin) => options.origins.includes(origin),
    renderError: renderProviderError,
  }
  const provider = new Provider(options.issuer, configuration)
  // The mount hands over X-Forwarded-* pinned to PUBLIC_URL and the client address Fastify
  // resolved under TRUST_PROXY; nothing there comes from the client as sent.
  provider.proxy = true
  provider.use(storeOriginsOnly(options.origins))
  return provider
}
