import { ANONYMOUS_EMAIL } from '@marquee/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discounts, discountUses } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/db/seed/account-data.ts'
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
  it('records a use and lists it for that email only', async () => {
    const before = await countUses()
    const response = await post(
      '/api/discounts/use',
      { userEmail: 'Pro@Marquee.local', discountCode: 'welcome10' },
      pro,
    )
    expect(response.statusCode).toBe(201)
    expect(await countUses()).toBe((before ?? 0) + 1)
    const used = await usedBy('pro@marquee.local', pro)
    expect(used.json()).toEqual([
      expect.objectContaining({ discount_code: 'WELCOME10', status: 'active', percentage: 10 }),
    ])
    const other = await usedBy('free@marquee.local', free)
    expect(other.json()).toEqual([])
  })

  it('refuses an inactive code and records nothing', async () => {
    const before = await countUses()
    const response = await post('/api/discounts/use', {
      userEmail: ANONYMOUS_EMAIL,
      discountCode: 'SPRING25',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('Invalid or inactive coupon code')
    expect(await countUses()).toBe(before)
  })

  it('answers a bad email with 400 naming the field', async () => {
    const response = await post('/api/discounts/use', { userEmail: 'nope', discountCode: 'X' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^userEmail: /)
  })

  it('lets exactly one of 50 simultaneous uses of a limit-1 code through', async () => {
    await testApp.database.db
      .insert(discounts)
      .values({ name: 'Race', code: 'RACE1', percentage: 20, usageLimit: 1 })
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/discounts/use', { userEmail: ANONYMOUS_EMAIL, discountCode: 'RACE1' }),
      ),
    )
    const codes = responses.map((response) => response.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(49)
    const [row] = await testApp.database.db
      .select({ uses: discounts.usesCount })
      .from(discounts)
      .where(sql`${discounts.code} = 'RACE1'`)
    expect(row?.uses).toBe(1)
    const [recorded] = await testApp.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(discountUses)
      .innerJoin(discounts, sql`${discounts.id} = ${discountUses.discountId}`)
      .where(sql`${discounts.code} = 'RACE1'`)
    expect(recorded?.n).toBe(1)
    const validate = await post('/api/discounts/validate', { code: 'RACE1' })
    expect(validate.json().message).toBe('Invalid or inactive coupon code')
  })
})
