import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose'
import type { Identity } from '../../config/config.ts'
import type { Database } from '../../db/client.ts'
import {
  type Account,
  findAccountByExternalSubject,
  findAccountById,
  upsertExternalAccount,
} from '../accounts/accounts.ts'
import type { RevokedGrants } from './revoked-grants.ts'
import { publicKeys } from './server-secrets.ts'
import { CLOCK_TOLERANCE_SECONDS } from './token-lifetimes.ts'

/** Thrown for any token the API must not accept; routes answer it with 401. */
export class InvalidAccessToken extends Error {
  override name = 'InvalidAccessToken'
}

export interface AccessTokenVerifier {
  /** The store account the bearer token belongs to. */
  verify(token: string): Promise<Account>
}

async function verifyJwt(
  token: string,
  keys: JWTVerifyGetKey,
  options: { issuer: string; audience?: string; typ?: string; requiredClaims?: string[] },
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      ...options,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', ...(options.requiredClaims ?? [])],
    })
    return payload
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
      throw new InvalidAccessToken(error.message)
    }
    throw error
  }
}

/**
 * Tokens of the built-in provider: checked against its own keys and the in-memory set of
 * ended sign-ins, no network call. A token naming no grant could not be revoked: refused.
 */
export function builtInVerifier(
  identity: Extract<Identity, { kind: 'built-in' }>,
  signingKeys: JWK[],
  db: Database,
  revokedGrants: RevokedGrants,
): AccessTokenVerifier {
  const keys = createLocalJWKSet({ keys: publicKeys(signingKeys) })
  return {
    async verify(token) {
      const payload = await verifyJwt(token, keys, {
        issuer: identity.issuer,
        audience: identity.audience,
        typ: 'at+jwt',
        requiredClaims: ['grant_id'],
      })
      if (revokedGrants.has(String(payload.grant_id))) {
        throw new InvalidAccessToken('the sign-in this token belongs to has ended')
      }
      const account = await findAccountById(db, String(payload.sub))
      if (!account) throw new InvalidAccessToken('the account no longer exists')
      return account
    },
  }
}

interface Discovery {
  issuer: string
  jwks_uri: string
  userinfo_endpoint?: string
}

/**
 * Tokens of an external issuer (Auth0, Keycloak, ...): keys from its discovery document,
 * the audience (or, without one, the authorised party) must be this store. A subject seen
 * for the first time becomes a local account with the email and name from its userinfo.
 */
export function externalVerifier(
  identity: Extract<Identity, { kind: 'external' }>,
  db: Database,
  fetchJson: (url: string, init?: RequestInit) => Promise<unknown> = defaultFetchJson,
): AccessTokenVerifier {
  let discovery: Promise<{ document: Discovery; keys: JWTVerifyGetKey }> | undefined
  const discover = () => {
    discovery ??= (async () => {
      const base = identity.issuer.replace(/\/$/, '')
      const document = (await fetchJson(`${base}/.well-known/openid-configuration`)) as Discovery
      return { document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) }
    })().catch((error: unknown) => {
      discovery = undefined
      throw error
    })
    return discovery
  }

  return {
    async verify(token) {
      const { document, keys } = await discover()
      const payload = await verifyJwt(token, keys, {
        issuer: document.issuer,
        ...(identity.audience ? { audience: identity.audience } : {}),
      })
      if (!identity.audience && payload.azp !== identity.clientId) {
        throw new InvalidAccessToken('the token was not issued to this store')
      }
      const subject = String(payload.sub)
      const known = await findAccountByExternalSubject(db, subject)
      if (known) return known
      const profile = await profileOf(payload, token, document, fetchJson)
      const account = await upsertExternalAccount(db, subject, profile)
      if (!account) throw new InvalidAccessToken('this email belongs to another account')
      return account
    },
  }
}

async function profileOf(
  payload: JWTPayload,
  token: string,
  document: Discovery,
  fetchJson: (url: string, init?: RequestInit) => Promise<unknown>,
) {
  const claims =
    typeof payload.email === 'string' || !document.userinfo_endpoint
      ? payload
      : ((await fetchJson(document.userinfo_endpoint, {
          headers: { authorization: `Bearer ${token}` },
        })) as JWTPayload)
  if (typeof claims.email !== 'string') throw new InvalidAccessToken('the issuer gave no email')
  return {
    email: claims.email,
    name: typeof claims.name === 'string' && claims.name ? claims.name : claims.email,
    emailVerified: claims.email_verified === true,
  }
}

async function defaultFetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}
