import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oidcModels, users } from '../../src/db/schema.ts'
import { setPassword } from '../../src/services/accounts/accounts.ts'
import {
  bearer,
  CookieJar,
  exchangeCode,
  pkcePair,
  resume,
  signIn,
  startSignIn,
  submitInteraction,
  type Tokens,
  tokenRequest,
} from '../helpers/oidc-flow.ts'
import { outliveRefreshGrace } from '../helpers/refresh-grace.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** Concurrent redemptions of one credential: PGlite runs one query at a time, PostgreSQL does not. */
const K = 20
const PASSWORD = 'race-password-2026'
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000' })
})
afterAll(async () => testApp?.close())

/** A customer of their own, so the records counted below belong to this test only. */
async function newCustomer(email: string): Promise<string> {
  const [user] = await testApp.database.db
    .insert(users)
    .values({ email, name: 'Rae Race', passwordHash: null })
    .returning({ id: users.id })
  if (!user) throw new Error('no user made')
  await setPassword(testApp.app.db, user.id, PASSWORD)
  return user.id
}

/** Grants and unspent codes the provider would still honour for this account. */
async function liveGrantsAndCodes(accountId: string) {
  return testApp.database.db
    .select({ model: oidcModels.model })
    .from(oidcModels)
    .where(
      and(
        sql`${oidcModels.payload}->>'accountId' = ${accountId}`,
        inArray(oidcModels.model, ['Grant', 'AuthorizationCode']),
        isNull(oidcModels.consumedAt),
      ),
    )
}

/** The API's answer to the winner's access token: the grant it names has ended. */
const meWith = (accessToken: string) =>
  testApp.app.inject({ url: '/api/me', headers: bearer({ access_token: accessToken }) })

const refresh = (refreshToken: string) =>
  tokenRequest(testApp.app, { grant_type: 'refresh_token', refresh_token: refreshToken })

/** Exactly one answer succeeded; every other one is the protocol's refusal, never a 500. */
function theOneWinner(answers: LightMyRequestResponse[]) {
  const won = answers.filter((answer) => answer.statusCode === 200)
  const lost = answers.filter((answer) => answer.statusCode !== 200)
  expect(won).toHaveLength(1)
  for (const answer of lost) {
    expect(answer.statusCode).toBe(400)
    expect(answer.json().error).toBe('invalid_grant')
  }
  return won[0]?.json() as { access_token: string; refresh_token: string }
}

describe(`one-time sign-in credentials redeemed ${K} times at once`, () => {
  it('gives one token set for an authorization code and revokes the grant it belonged to', async () => {
    const accountId = await newCustomer('code-race@marquee.local')
    const jar = new CookieJar()
    const { verifier, challenge } = pkcePair()
    const uid = await startSignIn(testApp.app, jar, challenge)
    const login = await submitInteraction(testApp.app, jar, uid, 'login', {
      email: 'code-race@marquee.local',
      password: PASSWORD,
    })
    const code = await resume(testApp.app, jar, login.json().redirectTo)

    const answers = await Promise.all(
      Array.from({ length: K }, () => exchangeCode(testApp.app, code, verifier)),
    )

    const winner = theOneWinner(answers)
    expect(await liveGrantsAndCodes(accountId)).toEqual([])
    expect((await meWith(winner.access_token)).statusCode).toBe(401)
    const renewed = await refresh(winner.refresh_token)
    expect(renewed.statusCode).toBe(400)
    expect(renewed.json().error).toBe('invalid_grant')
  })

  it('renews every tab that sends the refresh token at once, under one live grant', async () => {
    const accountId = await newCustomer('refresh-race@marquee.local')
    const tokens = await signIn(testApp.app, 'refresh-race@marquee.local', PASSWORD)

    const answers = await Promise.all(
      Array.from({ length: K }, () => refresh(tokens.refresh_token)),
    )

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(K).fill(200))
    const renewed = answers.map((answer) => answer.json() as Tokens)
    expect(new Set(renewed.map((tokens) => tokens.refresh_token)).size).toBe(K)
    expect(await liveGrantsAndCodes(accountId)).toEqual([{ model: 'Grant' }])
    const [one] = renewed
    expect((await meWith(one?.access_token ?? '')).statusCode).toBe(200)
    expect((await refresh(one?.refresh_token ?? '')).statusCode).toBe(200)
  })

  it('ends the grant, every renewed token included, when a spent refresh token comes back after its grace', async () => {
    const accountId = await newCustomer('refresh-replay@marquee.local')
    const tokens = await signIn(testApp.app, 'refresh-replay@marquee.local', PASSWORD)
    const renewed = (await refresh(tokens.refresh_token)).json() as Tokens
    await outliveRefreshGrace(testApp.database.db, tokens.refresh_token)

    const answers = await Promise.all(
      Array.from({ length: K }, () => refresh(tokens.refresh_token)),
    )

    for (const answer of answers) {
      expect(answer.statusCode).toBe(400)
      expect(answer.json().error).toBe('invalid_grant')
    }
    expect(await liveGrantsAndCodes(accountId)).toEqual([])
    expect((await meWith(renewed.access_token)).statusCode).toBe(401)
    const again = await refresh(renewed.refresh_token)
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toBe('invalid_grant')
  })

  it('still renews a refresh token used once, and its successor after it', async () => {
    await newCustomer('refresh-once@marquee.local')
    const tokens = await signIn(testApp.app, 'refresh-once@marquee.local', PASSWORD)
    const first = await refresh(tokens.refresh_token)
    expect(first.statusCode).toBe(200)
    const second = await refresh(first.json().refresh_token)
    expect(second.statusCode).toBe(200)
    const [user] = await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'refresh-once@marquee.local'))
    expect(await liveGrantsAndCodes(user?.id ?? '')).toEqual([{ model: 'Grant' }])
  })
})
