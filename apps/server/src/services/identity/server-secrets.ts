import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import type { Database } from '../../db/client.ts'
import { serverSecrets } from '../../db/schema.ts'

/**
 * Returns the secret stored under `name`, making it on first use. Two instances starting
 * together may both make one; the insert that loses is dropped and both read the winner.
 */
export async function loadOrCreate<T>(
  db: Database,
  name: string,
  make: () => Promise<T>,
): Promise<T> {
  const [known] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  if (known) return known.value as T
  await db
    .insert(serverSecrets)
    .values({ name, value: await make() })
    .onConflictDoNothing()
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  if (!stored) throw new Error(`server secret ${name} could not be stored`)
  return stored.value as T
}

async function makeSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256', use: 'sig' }
}

export interface IdentitySecrets {
  /** Private signing keys (JWKS) of the built-in provider. */
  signingKeys: JWK[]
  /** Keys that sign the provider's session and interaction cookies. */
  cookieKeys: string[]
}

export async function loadIdentitySecrets(db: Database): Promise<IdentitySecrets> {
  const signingKeys = await loadOrCreate(db, 'oidc_signing_keys', async () => [
    await makeSigningKey(),
  ])
  const cookieKeys = await loadOrCreate(db, 'oidc_cookie_keys', async () => [
    randomBytes(32).toString('base64url'),
  ])
  return { signingKeys, cookieKeys }
}

/** The public half of the signing keys, for verifying tokens without asking the provider. */
export function publicKeys(keys: JWK[]): JWK[] {
  return keys.map(({ kty, crv, x, y, kid, alg, use }) => ({ kty, crv, x, y, kid, alg, use }))
}
