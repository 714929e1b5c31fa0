import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discounts, discountUses } from '../../src/db/schema.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ COUPON_RATE_LIMIT: '1000' })
})

afterAll(async () => {
  await testApp.close()
})

const post = (url: string, payload: unknown) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> })

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
    const response = await testApp.app.inject('/api/discounts?userEmail=nobody@example.com')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })
})

describe('POST /api/discounts/use', () => {
  it('records a use and lists it for that email only', async () => {
    const before = await countUses()
    const response = await post('/api/discounts/use', {
      userEmail: 'Pat@Example.com',
      discountCode: 'welcome10',
    })
    expect(response.statusCode).toBe(201)
    expect(await countUses()).toBe((before ?? 0) + 1)
    const used = await testApp.app.inject('/api/discounts?userEmail=pat@example.com')
    expect(used.json()).toEqual([
      expect.objectContaining({ discount_code: 'WELCOME10', status: 'active', percentage: 10 }),
    ])
    const other = await testApp.app.inject('/api/discounts?userEmail=sam@example.com')
    expect(other.json()).toEqual([])
  })

  it('refuses an inactive code and records nothing', async () => {
    const before = await countUses()
    const response = await post('/api/discounts/use', {
      userEmail: 'pat@example.com',
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
      Array.from({ length: 50 }, (_, index) =>
        post('/api/discounts/use', {
          userEmail: `racer${index}@example.com`,
          discountCode: 'RACE1',
        }),
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
