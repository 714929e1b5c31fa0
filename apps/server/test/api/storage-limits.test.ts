import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, customVideoRequests, oidcModels } from '../../src/db/schema.ts'
import { authorizeUrl, pkcePair } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let addresses = 0
const newAddress = () => `192.0.2.${++addresses}`

const message = {
  name: 'Flood Fiona',
  email: 'fiona@example.com',
  subject: 'Hello',
  message: 'A message long enough to be accepted by the form.',
}

const sendMessage = (testApp: TestApp, remoteAddress = newAddress()) =>
  testApp.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress })

const countMessages = async (testApp: TestApp) =>
  (await testApp.database.db.select().from(contactMessages)).length

const authorize = (testApp: TestApp, remoteAddress = newAddress()) =>
  testApp.app.inject({
    url: authorizeUrl({ code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
    remoteAddress,
  })

const interactions = (testApp: TestApp) =>
  testApp.database.db
    .select({ expiresAt: oidcModels.expiresAt })
    .from(oidcModels)
    .where(and(eq(oidcModels.model, 'Interaction'), gt(oidcModels.expiresAt, sql`now()`)))

describe('contact messages', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ CONTACT_GLOBAL_RATE_LIMIT: '4', CONTACT_MAX_UNREAD: '1000' })
  })
  afterAll(async () => testApp?.close())

  it('meet a budget for everyone together, whatever address sends them', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 6; index += 1)
      statuses.push((await sendMessage(testApp)).statusCode)
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429])
    expect(await countMessages(testApp)).toBe(4)
  })
})

describe('the unread contact inbox', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ CONTACT_MAX_UNREAD: '3' })
  })
  afterAll(async () => testApp?.close())

  it('stops taking messages when full, with a 503 a person can act on', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 4; index += 1)
      statuses.push((await sendMessage(testApp)).statusCode)
    expect(statuses).toEqual([201, 201, 201, 503])
    const full = await sendMessage(testApp)
    expect(full.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The shop cannot take more messages right now. Please try again in a few minutes.',
    })
    expect(full.headers['retry-after']).toBeDefined()
    expect(await countMessages(testApp)).toBe(3)
  })

  it('takes messages again once the shop has read some', async () => {
    const [oldest] = await testApp.database.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(isNull(contactMessages.readAt))
      .orderBy(contactMessages.id)
      .limit(1)
    await testApp.database.db
      .update(contactMessages)
      .set({ readAt: sql`now()` })
      .where(eq(contactMessages.id, oldest?.id ?? 0))
    expect((await sendMessage(testApp)).statusCode).toBe(201)
    expect((await sendMessage(testApp)).statusCode).toBe(503)
  })
})

describe('the unread custom-request inbox', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ CONTACT_MAX_UNREAD: '2' })
  })
  afterAll(async () => testApp?.close())

  const sendRequest = () =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/submit-custom-video-query',
      remoteAddress: newAddress(),
      payload: {
        name: 'Flood Fiona',
        email: 'fiona@example.com',
        sign_width: 320,
        sign_height: 160,
        message: 'OPEN LATE',
      },
    })

  it('is counted apart from the contact inbox, and stops at its own cap with a 503', async () => {
    // A full contact inbox leaves custom requests open: each inbox has its own cap.
    const messages = []
    for (let index = 0; index < 3; index += 1)
      messages.push((await sendMessage(testApp)).statusCode)
    expect(messages).toEqual([201, 201, 503])
    const statuses: number[] = []
    for (let index = 0; index < 3; index += 1) statuses.push((await sendRequest()).statusCode)
    expect(statuses).toEqual([201, 201, 503])
    const full = await sendRequest()
    expect(full.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The shop cannot take more requests right now. Please try again in a few minutes.',
    })
    expect(full.headers['retry-after']).toBe('300')
    expect((await testApp.database.db.select().from(customVideoRequests)).length).toBe(2)
  })
})

describe('GET /oidc/auth', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ AUTHORIZE_RATE_LIMIT: '5', MAX_LIVE_INTERACTIONS: '8' })
  })
  afterAll(async () => testApp?.close())

  it('stores a sign-in that lives 10 minutes', async () => {
    expect((await authorize(testApp)).statusCode).toBe(303)
    const [row] = await interactions(testApp)
    const minutes = ((row?.expiresAt?.getTime() ?? 0) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9.9)
    expect(minutes).toBeLessThanOrEqual(10)
  })

  it('meets a budget per address', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let index = 0; index < 7; index += 1) {
      statuses.push((await authorize(testApp, address)).statusCode)
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429])
    expect(await interactions(testApp)).toHaveLength(6)
  })

  it('answers 503 once the cap of sign-ins in progress is reached, and stores nothing', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 4; index += 1) statuses.push((await authorize(testApp)).statusCode)
    expect(statuses).toEqual([303, 303, 503, 503])
    expect(await interactions(testApp)).toHaveLength(8)
  })

  it('counts only sign-ins that have not expired', async () => {
    await testApp.database.db
      .update(oidcModels)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oidcModels.model, 'Interaction'))
    expect((await authorize(testApp)).statusCode).toBe(303)
  })
})
