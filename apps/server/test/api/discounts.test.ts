import { ANONYMOUS_EMAIL } from '@marquee/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discounts, discountUses } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let pro: Tokens
let free: Tokens

beforeAll(async () => {
  testApp = await createTestApp({ COUPON_RATE_LIMIT: '1000' })
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
})

afterAll(async () => {
  await testApp.close()
})

const post = (url: string, payload: unknown, tokens?: Tokens) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    ...(tokens ? { headers: bearer(tokens) } : {}),
  })

const usedBy = (email: string, tokens: Tokens) =>
  testApp.app.inject({ url: `/api/discounts?userEmail=${email}`, headers: bearer(tokens) })

const countUses = async () => {
  const [row] = await testApp.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountUses)
  return row?.n
}

describe('POST /api/discounts/validate', () => {
  it('uppercases the code and answers an active one with its name and percentage', async () => {
    const response = await post('/api/discounts/validate', { code: ' welcome10 ' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      name: 'Welcome 10% off',
      discount_code: 'WELCOME10',
      percentage: 10,
    })
  })

  it.each([
    ['an inactive code', 'SPRING25'],
    ['an unknown code', 'NOPE'],
    ['odd characters', "' OR 1=1 --%_\\"],
    ['unicode', 'ÇÖDÉ🙂'],
  ])('answers %s with the SPEC message', async (_name, code) => {
    const response = await post('/api/discounts/validate', { code })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('Invalid or inactive coupon code')
  })

  it.each([
    ['an empty code', ''],
    ['a blank code', '   '],
    ['a very long code', 'A'.repeat(65)],
  ])('answers %s with 400 naming the field', async (_name, code) => {
    const response = await post('/api/discounts/validate', { code })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^code: /)
  })

  it('never lists the code book', async () => {
    const response = await usedBy('free@marquee.local', free)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })
})

describe('POST /api/discounts/use', () => {
  it('answers an active code with 201 and spends nothing: only a paid checkout does', async () => {
    const before = await countUses()
    const response = await post(
      '/api/discounts/use',
      { userEmail: 'Pro@Marquee.local', discountCode: 'welcome10' },
      pro,
    )
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      name: 'Welcome 10% off',
      discount_code: 'WELCOME10',
      percentage: 10,
    })
    expect(await countUses()).toBe(before)
    expect((await usedBy('pro@marquee.local', pro)).json()).toEqual([])
  })

  it('refuses an inactive code', async () => {
    const response = await post('/api/discounts/use', {
      userEmail: ANONYMOUS_EMAIL,
      discountCode: 'SPRING25',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('Invalid or inactive coupon code')
  })

  it('answers a bad email with 400 naming the field', async () => {
    const response = await post('/api/discounts/use', { userEmail: 'nope', discountCode: 'X' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^userEmail: /)
  })

  it('leaves a limit-1 code usable however often it is applied', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/api/discounts/use', { userEmail: ANONYMOUS_EMAIL, discountCode: 'FIRST50' }),
      ),
    )
    expect(responses.every((response) => response.statusCode === 201)).toBe(true)
    const [row] = await testApp.database.db
      .select({ uses: discounts.usesCount })
      .from(discounts)
      .where(sql`${discounts.code} = 'FIRST50'`)
    expect(row?.uses).toBe(0)
    const validate = await post('/api/discounts/validate', { code: 'FIRST50' })
    expect(validate.statusCode).toBe(200)
  })
})
