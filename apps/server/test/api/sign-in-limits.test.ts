import { SIGN_IN_FAILED_MESSAGE } from '@marquee/core'
import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, signInLockouts, users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { CookieJar, pkcePair, startSignIn } from '../helpers/oidc-flow.ts'
import { rendered } from '../helpers/rendered-mail.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({
    SIGN_IN_ADDRESS_RATE_LIMIT: '5',
    REGISTRATION_RATE_LIMIT: '3',
    SIGN_IN_LOCKOUT_THRESHOLD: '3',
    SIGN_IN_LOCKOUT_MAX_SECONDS: '900',
  })
})
afterAll(async () => testApp?.close())

const db = () => testApp.database.db
let addresses = 0
/** A fresh client address, so only the limit under test can answer 429. */
const newAddress = () => `198.51.100.${++addresses}`

/** A sign-in page opened and ready to post, as a browser holds it. */
async function openForm(screen: 'login' | 'register', body: object, remoteAddress = newAddress()) {
  const jar = new CookieJar()
  const uid = await startSignIn(testApp.app, jar, pkcePair().challenge)
  return () =>
    testApp.app.inject({
      method: 'POST',
      url: `/interaction/${uid}/${screen}`,
      headers: { cookie: jar.header() },
      payload: body,
      remoteAddress,
    })
}

const post = async (screen: 'login' | 'register', body: object, remoteAddress?: string) =>
  (await openForm(screen, body, remoteAddress))()

const lockoutOf = async (email: string) =>
  (await db().select().from(signInLockouts).where(eq(signInLockouts.email, email)))[0]

/** Checks the row's lockout ends about `seconds` from now (the clock moves during a request). */
const expectLockedFor = (row: { lockedUntil: Date | null } | undefined, seconds: number) => {
  const left = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 1000
  expect(left).toBeGreaterThan(seconds - 3)
  expect(left).toBeLessThanOrEqual(seconds)
}

/** Pretends the current lockout has run out. */
const endLockout = (email: string) =>
  db()
    .update(signInLockouts)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(signInLockouts.email, email))

describe('one address trying many accounts', () => {
  it('meets a budget across every email it tries', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let index = 0; index < 7; index += 1) {
      const response = await post(
        'login',
        { email: `guess${index}@example.com`, password: 'not-the-password-1' },
        address,
      )
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
    const other = await post('login', { email: 'guess0@example.com', password: 'x-password-12' })
    expect(other.statusCode).toBe(401)
  })

  it('registers a few accounts per address per hour, then stores no more', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let index = 0; index < 5; index += 1) {
      const response = await post(
        'register',
        { name: 'Bulk Bot', email: `bulk${index}@example.com`, password: 'bulk-password-9' },
        address,
      )
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const stored = await db().select().from(users).where(like(users.email, 'bulk%@example.com'))
    expect(stored).toHaveLength(3)
    const elsewhere = await post('register', {
      name: 'Real Person',
      email: 'real.person@example.com',
      password: 'person-password-7',
    })
    expect(elsewhere.statusCode).toBe(200)
  })
})

describe('wrong passwords for one account, from many addresses', () => {
  it('lock the account for a while, even against the right password', async () => {
    const email = 'free@marquee.local'
    const statuses: number[] = []
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await post('login', { email, password: `guess-${index}-abc` })).statusCode)
    }
    expect(statuses).toEqual([401, 401, 401])
    expectLockedFor(await lockoutOf(email), 30)

    const locked = await post('login', { email, password: DEMO_PASSWORD })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().message).toMatch(/Try again in (30|29) seconds, or reset your password/)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(25)
  })

  it('answer an unknown email exactly like a registered one', async () => {
    const statuses: number[] = []
    const messages: string[] = []
    for (let index = 0; index < 4; index += 1) {
      const response = await post('login', { email: 'nobody@example.com', password: 'abc-1234-x' })
      statuses.push(response.statusCode)
      messages.push(response.json().message)
    }
    expect(statuses).toEqual([401, 401, 401, 429])
    expect(messages.slice(0, 3)).toEqual(Array(3).fill(SIGN_IN_FAILED_MESSAGE))
    expect(messages[3]).toMatch(/Try again in (30|29) seconds, or reset your password/)
  })

  it('double the wait with each further failure, up to the cap, and end on success', async () => {
    const email = 'free@marquee.local'
    await endLockout(email)
    expect((await post('login', { email, password: 'one-more-guess-1' })).statusCode).toBe(401)
    expectLockedFor(await lockoutOf(email), 60)

    await db().update(signInLockouts).set({ failures: 40 }).where(eq(signInLockouts.email, email))
    await endLockout(email)
    expect((await post('login', { email, password: 'one-more-guess-2' })).statusCode).toBe(401)
    expectLockedFor(await lockoutOf(email), 900)

    await endLockout(email)
    expect((await post('login', { email, password: DEMO_PASSWORD })).statusCode).toBe(200)
    expect(await lockoutOf(email)).toBeUndefined()
  })

  it('lock after exactly the threshold when 20 guesses arrive at once', async () => {
    const email = 'race@example.com'
    const forms = []
    for (let index = 0; index < 20; index += 1) {
      forms.push(await openForm('login', { email, password: `racing-guess-${index}` }))
    }
    const statuses = (await Promise.all(forms.map((send) => send()))).map((r) => r.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(17)
    expect((await lockoutOf(email))?.failures).toBe(3)
  })

  it('end when the owner resets the password', async () => {
    const email = 'pro@marquee.local'
    for (let index = 0; index < 3; index += 1) {
      await post('login', { email, password: `guess-${index}-xyz` })
    }
    expect((await post('login', { email, password: DEMO_PASSWORD })).statusCode).toBe(429)

    const requested = await testApp.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email },
    })
    expect(requested.statusCode).toBe(202)
    const [mail] = await rendered(
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email))
        .orderBy(sql`${mailOutbox.id} desc`),
    )
    const token = mail?.textBody.match(/token=([\w-]+)/)?.[1] ?? ''
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, password: 'a-brand-new-pass-1' },
    })
    expect(reset.statusCode).toBe(200)
    expect(await lockoutOf(email)).toBeUndefined()
    expect((await post('login', { email, password: 'a-brand-new-pass-1' })).statusCode).toBe(200)
  })
})
