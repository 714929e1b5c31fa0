import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages } from '../../src/db/schema.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp.close()
})

const message = {
  name: 'Dana Ortiz',
  email: 'Dana@Example.com',
  subject: 'Custom clip for a 96x48 sign',
  message: 'Can you add our phone number to the oil change clip?',
}

const send = (payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as Record<string, unknown>,
    remoteAddress: `10.0.0.${Math.floor(Math.random() * 250) + 1}`,
  })

const stored = () =>
  testApp.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .then(([row]) => row?.n)

describe('POST /api/contact', () => {
  it('stores the message for the shop', async () => {
    const response = await send(message)
    expect(response.statusCode).toBe(201)
    const rows = await testApp.database.db.select().from(contactMessages)
    expect(rows).toEqual([
      expect.objectContaining({
        id: response.json().id,
        email: 'dana@example.com',
        subject: message.subject,
        message: message.message,
      }),
    ])
  })

  it.each([
    ['name', { ...message, name: '  ' }],
    ['email', { ...message, email: 'not-an-email' }],
    ['subject', { ...message, subject: '' }],
    ['message', { ...message, message: 'too short' }],
    ['message', { ...message, message: 'x'.repeat(5001) }],
  ])('refuses a bad %s with 400 and stores nothing', async (field, payload) => {
    const before = await stored()
    const response = await send(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(new RegExp(`^${field}: `))
    expect(await stored()).toBe(before)
  })

  it('limits how many messages one client sends per minute', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 11; index += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
        remoteAddress: '192.0.2.7',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
