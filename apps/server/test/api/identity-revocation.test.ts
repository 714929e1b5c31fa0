import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/config.ts'
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts'
import { mailOutbox, revokedGrants, users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { migrateAndSeed } from '../../src/seed/prepare-database.ts'
import { setPassword } from '../../src/services/accounts/accounts.ts'
import { bearer, CLIENT_ID, CookieJar, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { rendered } from '../helpers/rendered-mail.ts'
import {
  createPostgresDatabase,
  createTestDatabase,
  testBackend,
} from '../helpers/test-database.ts'

const PASSWORD = 'revoke-password-2026'

/**
 * Two instances of the store on one database, as behind a load balancer: on PostgreSQL each
 * with its own pool, so a revocation reaches the other only by NOTIFY. PGlite is one process's
 * database, so there the instances share it.
 */
let first: DatabaseHandle
let second: DatabaseHandle
let dropDatabase: () => Promise<void> = async () => {}
const started: Array<{ app: FastifyInstance; dataDir: string }> = []

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    const empty = await createPostgresDatabase(adminUrl)
    first = await migrateAndSeed(await openDatabase({ kind: 'postgres', url: empty.url }), 'demo')
    second = await openDatabase({ kind: 'postgres', url: empty.url })
    dropDatabase = async () => {
      await empty.drop()
    }
  } else {
    first = await createTestDatabase()
    second = first
  }
})
afterAll(async () => {
  for (const { app, dataDir } of started) {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (second !== first) await second?.close()
  await first?.close()
  await dropDatabase()
})

async function startStore(database: DatabaseHandle): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-revocation-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SIGN_IN_RATE_LIMIT: '1000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  })
  const app = await buildApp({ config, database })
  await app.ready()
  started.push({ app, dataDir })
  return app
}

let store: FastifyInstance
beforeAll(async () => {
  store = await startStore(first)
})

async function newCustomer(email: string): Promise<void> {
  const [user] = await first.db
    .insert(users)
    .values({ email, name: 'Reva Revoke', passwordHash: null })
    .returning({ id: users.id })
  await setPassword(store.db, user?.id ?? '', PASSWORD)
}

const me = (app: FastifyInstance, tokens: Tokens) =>
  app.inject({ url: '/api/me', headers: bearer(tokens) })

/** The storefront's sign-out: the provider's end-session page, confirmed. */
async function signOut(app: FastifyInstance, jar: CookieJar, tokens: Tokens) {
  const query = new URLSearchParams({
    id_token_hint: tokens.id_token,
    post_logout_redirect_uri: 'http://localhost:3000/',
    client_id: CLIENT_ID,
  })
  const page = await app.inject({
    url: `/oidc/session/end?${query}`,
    headers: { cookie: jar.header() },
  })
  jar.take(page)
  const form = page.body.match(/action="([^"]+)"[\s\S]*name="xsrf" value="([^"]+)"/)
  const confirmed = await app.inject({
    method: 'POST',
    url: new URL(form?.[1] ?? '', 'http://localhost:3000').pathname,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ xsrf: form?.[2] ?? '', logout: 'yes' }).toString(),
  })
  expect(confirmed.statusCode).toBe(303)
}

describe('access tokens', () => {
  it('live five minutes and name the grant they were issued under', async () => {
    const tokens = await signIn(store, 'free@marquee.local', DEMO_PASSWORD)
    const claims = decodeJwt(tokens.access_token)
    expect(tokens.expires_in).toBe(300)
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300)
    expect(claims.grant_id).toEqual(expect.any(String))
  })
})

describe('an access token is refused as soon as its sign-in ends', () => {
  it('after signing out, while the same customer signed in elsewhere stays signed in', async () => {
    await newCustomer('sign-out@marquee.local')
    const jar = new CookieJar()
    const here = await signIn(store, 'sign-out@marquee.local', PASSWORD, jar)
    const elsewhere = await signIn(store, 'sign-out@marquee.local', PASSWORD)
    expect((await me(store, here)).statusCode).toBe(200)

    await signOut(store, jar, here)

    const refused = await me(store, here)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' })
    expect((await me(store, elsewhere)).statusCode).toBe(200)
    const [recorded] = await first.db
      .select()
      .from(revokedGrants)
      .where(eq(revokedGrants.grantId, String(decodeJwt(here.access_token).grant_id)))
    expect(recorded).toBeDefined()
  })

  it('after the storefront revokes its refresh token', async () => {
    await newCustomer('revoke@marquee.local')
    const revokedSession = await signIn(store, 'revoke@marquee.local', PASSWORD)
    const otherSession = await signIn(store, 'revoke@marquee.local', PASSWORD)

    const revocation = await store.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: CLIENT_ID,
        token: revokedSession.refresh_token,
        token_type_hint: 'refresh_token',
      }).toString(),
    })
    expect(revocation.statusCode).toBe(200)

    expect((await me(store, revokedSession)).statusCode).toBe(401)
    expect((await me(store, otherSession)).statusCode).toBe(200)
  })

  it('after a password reset, on every device of that customer and no one else', async () => {
    await newCustomer('reset-revoke@marquee.local')
    const phone = await signIn(store, 'reset-revoke@marquee.local', PASSWORD)
    const laptop = await signIn(store, 'reset-revoke@marquee.local', PASSWORD)
    const someoneElse = await signIn(store, 'pro@marquee.local', DEMO_PASSWORD)

    await store.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: 'reset-revoke@marquee.local' },
    })
    const [mail] = await rendered(
      await first.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'reset-revoke@marquee.local')),
    )
    const token = mail?.textBody.match(/reset-password\?token=([\w-]+)/)?.[1] ?? ''
    const done = await store.inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, password: 'brand-new-password-1' },
    })
    expect(done.statusCode).toBe(200)

    expect((await me(store, phone)).statusCode).toBe(401)
    expect((await me(store, laptop)).statusCode).toBe(401)
    expect((await me(store, someoneElse)).statusCode).toBe(200)
  })
})

describe('another instance of the store on the same database', () => {
  it('refuses the token once the first instance signs the customer out, and after a restart', async () => {
    const other = await startStore(second)
    await newCustomer('two-instances@marquee.local')
    const jar = new CookieJar()
    const tokens = await signIn(store, 'two-instances@marquee.local', PASSWORD, jar)
    expect((await me(other, tokens)).statusCode).toBe(200)

    await signOut(store, jar, tokens)

    await expect
      .poll(async () => (await me(other, tokens)).statusCode, { timeout: 2000, interval: 20 })
      .toBe(401)
    const startedLater = await startStore(second)
    expect((await me(startedLater, tokens)).statusCode).toBe(401)
  })
})

describe('an instance whose listening connection dropped', () => {
  it.runIf(testBackend === 'postgres')(
    'reads the revocations it missed once it is back',
    async () => {
      const other = await startStore(second)
      await newCustomer('gap@marquee.local')
      const jar = new CookieJar()
      const tokens = await signIn(store, 'gap@marquee.local', PASSWORD, jar)
      expect((await me(other, tokens)).statusCode).toBe(200)

      const dropped = (await second.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = 'listen marquee_grant_revoked'`,
      )) as unknown as { rows: unknown[] }
      expect(dropped.rows.length).toBeGreaterThan(0)
      // Let the instances notice the drop first: this sign-out is then missed, not heard.
      await new Promise((resolve) => setTimeout(resolve, 500))
      await signOut(store, jar, tokens)
      expect((await me(other, tokens)).statusCode).toBe(200)

      await expect
        .poll(async () => (await me(other, tokens)).statusCode, { timeout: 8000, interval: 100 })
        .toBe(401)
    },
    15_000,
  )
})
