import { MAX_SIGNS } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signs, users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { registerAccount } from '../../src/services/accounts/accounts.ts'
import { TOO_MANY_SIGNS_MESSAGE } from '../../src/services/accounts/signs.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000' })
})
afterAll(async () => testApp?.close())

const inject = (options: InjectOptions) => testApp.app.inject(options)
const PASSWORD = 'sign-keeper-2026'
let accounts = 0

/** A new customer with no signs and no sign size, signed in. */
async function newCustomer(): Promise<{ id: string; tokens: Tokens }> {
  accounts += 1
  const email = `signs-${accounts}@marquee.local`
  const { id } = await registerAccount(testApp.app.db, {
    name: 'Sign Keeper',
    email,
    password: PASSWORD,
  })
  return { id, tokens: await signIn(testApp.app, email, PASSWORD) }
}

const add = (tokens: Tokens, payload: object) =>
  inject({ method: 'POST', url: '/api/me/signs', headers: bearer(tokens), payload })
const change = (tokens: Tokens, id: string, payload: object) =>
  inject({ method: 'PATCH', url: `/api/me/signs/${id}`, headers: bearer(tokens), payload })
const remove = (tokens: Tokens, id: string) =>
  inject({ method: 'DELETE', url: `/api/me/signs/${id}`, headers: bearer(tokens) })
const me = async (tokens: Tokens) =>
  (await inject({ url: '/api/me', headers: bearer(tokens) })).json()

async function signSizeOf(userId: string) {
  const [row] = await testApp.database.db
    .select({ width: users.signWidth, height: users.signHeight })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

describe('a customer’s signs', () => {
  it('adds, lists oldest first, changes and deletes signs', async () => {
    const { tokens } = await newCustomer()
    const road = await add(tokens, { name: 'Road sign', width: 384, height: 192 })
    expect(road.statusCode).toBe(201)
    expect(road.json()).toEqual({
      id: expect.any(String),
      name: 'Road sign',
      width: 384,
      height: 192,
      depth: 'full',
      format: 'mp4',
      fps: 'source',
      codec: 'mjpeg',
      preset: null,
      maxBytes: null,
    })
    const lobby = await add(tokens, {
      name: 'Lobby board',
      width: 192,
      height: 96,
      depth: 'amber',
      format: 'avi',
      fps: 15,
      codec: 'raw',
      preset: 'generic-15',
      maxBytes: 2_000_000,
    })
    expect(lobby.statusCode).toBe(201)
    expect((await me(tokens)).signs.map((sign: { name: string }) => sign.name)).toEqual([
      'Road sign',
      'Lobby board',
    ])

    const renamed = await change(tokens, lobby.json().id, { name: 'Foyer board', fps: 30 })
    expect(renamed.statusCode).toBe(200)
    // The fields left out stay as they were.
    expect(renamed.json()).toEqual({ ...lobby.json(), name: 'Foyer board', fps: 30 })

    expect((await remove(tokens, road.json().id)).statusCode).toBe(204)
    expect((await me(tokens)).signs).toEqual([renamed.json()])
    expect((await remove(tokens, road.json().id)).statusCode).toBe(404)
  })

  it.each([
    [{ width: 384, height: 192 }, 'name'],
    [{ name: 'Road', width: 0, height: 192 }, 'width'],
    [{ name: 'Road', width: 384, height: 5000 }, 'height'],
    [{ name: 'Road', width: 384, height: 192, depth: 'blue' }, 'depth'],
    [{ name: 'Road', width: 384, height: 192, format: 'webm' }, 'format'],
    [{ name: 'Road', width: 384, height: 192, fps: 24 }, 'fps'],
    [{ name: 'Road', width: 384, height: 192, preset: 'acme' }, 'preset'],
    [{ name: 'Road', width: 384, height: 192, maxBytes: 10 }, 'maxBytes'],
  ])('refuses %j with a 400 naming %s and keeps nothing', async (payload, field) => {
    const { tokens } = await newCustomer()
    const response = await add(tokens, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(field)
    expect((await me(tokens)).signs).toEqual([])
  })

  it('refuses a bad change with a 400 naming the field and keeps the sign', async () => {
    const { tokens } = await newCustomer()
    const sign = (await add(tokens, { name: 'Road', width: 384, height: 192 })).json()
    const response = await change(tokens, sign.id, { width: -3 })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('width')
    expect((await me(tokens)).signs).toEqual([sign])
  })

  it('answers 404 for another customer’s sign, and leaves it alone', async () => {
    const owner = await newCustomer()
    const other = await newCustomer()
    const sign = (await add(owner.tokens, { name: 'Mine', width: 64, height: 32 })).json()
    const changed = await change(other.tokens, sign.id, { name: 'Stolen' })
    expect(changed.statusCode).toBe(404)
    expect(changed.json().message).not.toContain('Mine')
    expect((await remove(other.tokens, sign.id)).statusCode).toBe(404)
    expect((await change(other.tokens, crypto.randomUUID(), { name: 'X' })).statusCode).toBe(404)
    expect((await me(owner.tokens)).signs).toEqual([sign])
    expect((await me(other.tokens)).signs).toEqual([])
  })

  it('needs a token', async () => {
    const { tokens } = await newCustomer()
    const sign = (await add(tokens, { name: 'Road', width: 384, height: 192 })).json()
    const payload = { name: 'Road', width: 384, height: 192 }
    expect((await inject({ method: 'POST', url: '/api/me/signs', payload })).statusCode).toBe(401)
    expect(
      (await inject({ method: 'PATCH', url: `/api/me/signs/${sign.id}`, payload })).statusCode,
    ).toBe(401)
    expect((await inject({ method: 'DELETE', url: `/api/me/signs/${sign.id}` })).statusCode).toBe(
      401,
    )
  })

  it(`keeps at most ${MAX_SIGNS}, and says so`, async () => {
    const { tokens } = await newCustomer()
    for (let n = 1; n <= MAX_SIGNS; n++) {
      expect((await add(tokens, { name: `Sign ${n}`, width: 64, height: 32 })).statusCode).toBe(201)
    }
    const refused = await add(tokens, { name: 'One more', width: 64, height: 32 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(TOO_MANY_SIGNS_MESSAGE)
    expect((await me(tokens)).signs).toHaveLength(MAX_SIGNS)
  })

  it(`keeps at most ${MAX_SIGNS} when 25 are added at once`, async () => {
    const { id, tokens } = await newCustomer()
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        add(tokens, { name: `Sign ${n}`, width: 64, height: 32 }),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([...Array(MAX_SIGNS).fill(201), ...Array(5).fill(409)])
    const rows = await testApp.database.db.select().from(signs).where(eq(signs.userId, id))
    expect(rows).toHaveLength(MAX_SIGNS)
  })

  it('keeps the account’s sign size in step with its first sign', async () => {
    const { id, tokens } = await newCustomer()
    expect(await signSizeOf(id)).toEqual({ width: null, height: null })
    const first = (await add(tokens, { name: 'First', width: 384, height: 192 })).json()
    expect(await signSizeOf(id)).toEqual({ width: 384, height: 192 })
    const second = (await add(tokens, { name: 'Second', width: 192, height: 96 })).json()
    expect(await signSizeOf(id)).toEqual({ width: 384, height: 192 })

    await change(tokens, second.id, { width: 200 })
    expect(await signSizeOf(id)).toEqual({ width: 384, height: 192 })
    await change(tokens, first.id, { width: 512, height: 128 })
    expect(await signSizeOf(id)).toEqual({ width: 512, height: 128 })
    expect((await me(tokens)).metadata).toMatchObject({ sign_width: 512, sign_height: 128 })

    await remove(tokens, first.id)
    expect(await signSizeOf(id)).toEqual({ width: 200, height: 96 })
    await remove(tokens, second.id)
    expect(await signSizeOf(id)).toEqual({ width: 200, height: 96 })
  })

  it('gives the first sign the size set as the account’s preferred sign size', async () => {
    const { id, tokens } = await newCustomer()
    const first = (await add(tokens, { name: 'First', width: 384, height: 192 })).json()
    const second = (await add(tokens, { name: 'Second', width: 192, height: 96 })).json()
    const patched = await inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(tokens),
      payload: { sign_width: 256, sign_height: 128 },
    })
    expect(patched.statusCode).toBe(200)
    expect(patched.json().signs).toEqual([{ ...first, width: 256, height: 128 }, second])
    expect(await signSizeOf(id)).toEqual({ width: 256, height: 128 })
  })

  it('keeps the first sign as it is for a preferred size larger than any file is made at', async () => {
    const { id, tokens } = await newCustomer()
    const first = (await add(tokens, { name: 'First', width: 384, height: 192 })).json()
    const patched = await inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(tokens),
      payload: { sign_width: 1, sign_height: 4097 },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json().signs).toEqual([first])
    expect(await signSizeOf(id)).toEqual({ width: 1, height: 4097 })
  })

  it('gives the demo Pro customer two signs, the first at the account’s sign size', async () => {
    const tokens = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
    const profile = await me(tokens)
    expect(profile.signs).toMatchObject([
      { name: 'Road sign', width: 384, height: 192, depth: 'full', format: 'mp4' },
      { name: 'Lobby board', width: 192, height: 96, depth: 'amber', format: 'gif' },
    ])
    expect(profile.metadata).toMatchObject({ sign_width: 384, sign_height: 192 })
  })
})
