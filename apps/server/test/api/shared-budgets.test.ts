import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createInstancesOnOneDatabase } from '../helpers/instances-on-one-database.ts'
import { testBackend } from '../helpers/test-database.ts'

// Two instances of the store on one database (PGlite here, PostgreSQL in the PostgreSQL
// pass), as behind a balancer: a budget is the same whichever instance a request reaches.
let cluster: Awaited<ReturnType<typeof createInstancesOnOneDatabase>>
let apps: FastifyInstance[]

beforeAll(async () => {
  cluster = await createInstancesOnOneDatabase(2, {
    CONTACT_RATE_LIMIT: '1000',
    CONTACT_GLOBAL_RATE_LIMIT: '5',
  })
  apps = cluster.apps
})

afterAll(async () => {
  await cluster.close()
})

/** The `index`th request goes to one instance, the next to the other. */
const instance = (index: number) => apps[index % apps.length] as FastifyInstance

const guess = (index: number, address: string, url = '/api/discounts/validate') =>
  instance(index).inject({
    method: 'POST',
    url,
    payload: { code: `GUESS${index}` },
    remoteAddress: address,
  })

const contact = (index: number) =>
  instance(index).inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Ada Buyer',
      email: 'ada@example.com',
      subject: 'Opening hours',
      message: `Can you add our opening hours? (${index})`,
    },
    remoteAddress: `198.51.100.${index + 1}`,
  })

describe(`budgets shared by two instances (${testBackend})`, () => {
  it('allows one address 30 coupon guesses a minute across both, then answers 429 on either', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 30; index += 1) {
      statuses.push((await guess(index, '203.0.113.10')).statusCode)
    }
    expect(statuses).toEqual(Array(30).fill(404))

    for (const index of [30, 31]) {
      const refused = await guess(index, '203.0.113.10')
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ statusCode: 429 })
      expect(refused.json().message).toMatch(
        /^Rate limit exceeded, retry in (1 minute|\d+ seconds)$/,
      )
      expect(refused.headers['x-ratelimit-limit']).toBe('30')
      expect(refused.headers['x-ratelimit-remaining']).toBe('0')
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50)
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    }
    // Each route keeps a budget of its own, as with one instance.
    expect((await guess(32, '203.0.113.10', '/api/discounts/use')).statusCode).not.toBe(429)
    // ...and each address.
    expect((await guess(33, '203.0.113.11')).statusCode).toBe(404)
  })

  it('lets exactly 30 of 40 guesses sent at once, spread over both, through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => guess(index, '203.0.113.20')),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 404)).toHaveLength(30)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  })

  it("counts a site-wide budget (the contact form's) once for both", async () => {
    const statuses: number[] = []
    for (let index = 0; index < 7; index += 1) statuses.push((await contact(index)).statusCode)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
    const refused = await contact(7)
    expect(refused.json().message).toBe(
      'The shop cannot take more messages right now. Please try again in a few minutes.',
    )
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
  })
})
