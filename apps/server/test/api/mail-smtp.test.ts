import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../src/db/schema.ts'
import { type DeliveryTiming, MailDelivery } from '../../src/services/mail/mail-delivery.ts'
import { addLetters, type MailOutbox } from '../../src/services/mail/mail-outbox.ts'
import { mailRenderer } from '../../src/services/mail/mail-render.ts'
import { smtpTransport } from '../../src/services/mail/smtp-transport.ts'
import { signIn } from '../helpers/oidc-flow.ts'
import {
  SMTP_PASSWORD,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../helpers/smtp-test-server.ts'
import { capturedLog, createTestApp, type TestApp } from '../helpers/test-app.ts'

const FROM = 'Marquee <shop@marquee.test>'
let smtp: SmtpTestServer
/** The store with SMTP_URL: its own delivery loop runs. */
let testApp: TestApp
/** A store without a mail server, whose outbox the tests' own delivery loops work on. */
let loopsApp: TestApp
const log = capturedLog()

beforeAll(async () => {
  smtp = await startSmtpTestServer()
  testApp = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: FROM, SIGN_IN_RATE_LIMIT: '1000' },
    { logger: log.logger },
  )
  loopsApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
  await loopsApp?.close()
  await smtp?.close()
})
afterEach(async () => {
  smtp.received.length = 0
  smtp.refuseNext(0)
  await testApp.database.db.delete(mailOutbox)
  await loopsApp.database.db.delete(mailOutbox)
})

const db = () => loopsApp.database.db
const outbox = (): MailOutbox => ({ db: db(), render: mailRenderer('http://localhost:3000') })
const rows = (store = loopsApp) =>
  store.database.db.select().from(mailOutbox).orderBy(mailOutbox.id)

/** A delivery loop of its own, as another instance of the store would run one. */
function instance(timing: Partial<DeliveryTiming> = {}) {
  return new MailDelivery(outbox(), smtpTransport(smtp.url, FROM), pino({ level: 'silent' }), {
    pollMs: 60_000,
    retryBaseMs: 500,
    maxAttempts: 4,
    leaseMs: 60_000,
    batchSize: 5,
    ...timing,
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A letter as the store writes one, to the outbox in the caller's transaction. */
const letter = (to: string, subject: string) =>
  ({ to, subject, template: 'subscription-ended', plan: 'Pro' }) as const

/** Queues messages for delivery, as a store with SMTP_URL does. */
const queue = (count: number, prefix = 'Message') =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      addLetters(db(), [letter(`customer${index}@example.com`, `${prefix} ${index}`)], 'pending'),
    ),
  )

describe('a store with SMTP_URL', () => {
  it('says where mail goes at start-up, without the password', () => {
    const port = new URL(smtp.url).port
    expect(log.text()).toContain(`mail: SMTP 127.0.0.1:${port}`)
    expect(JSON.stringify(log.lines)).not.toContain(SMTP_PASSWORD)
  })

  it('delivers the password-reset mail, and its link sets the new password', async () => {
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: 'free@marquee.local' },
    })
    expect(asked.statusCode).toBe(202)
    const [mail] = await smtp.waitFor(1)
    expect(mail).toMatchObject({
      to: 'free@marquee.local',
      from: '"Marquee" <shop@marquee.test>',
      subject: 'Choose a new Marquee password',
    })
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeDefined()
    await expect.poll(async () => (await rows(testApp))[0]?.status).toBe('sent')
    expect(await rows(testApp)).toMatchObject([
      { toAddress: 'free@marquee.local', attempts: 1, sentAt: expect.any(Date), lastError: null },
    ])

    const completed = await testApp.app.inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, password: 'a-new-password-2026' },
    })
    expect(completed.statusCode).toBe(200)
    await expect(
      signIn(testApp.app, 'free@marquee.local', 'a-new-password-2026'),
    ).resolves.toHaveProperty('access_token')
  })

  it('queues mail in the caller transaction: none for work rolled back', async () => {
    const { db } = testApp.database
    await expect(
      db.transaction(async (tx) => {
        await testApp.app.mailer.send([letter('a@example.com', 'Rolled back')], tx)
        throw new Error('the payment failed')
      }),
    ).rejects.toThrow('the payment failed')
    await db.transaction(async (tx) => {
      await testApp.app.mailer.send([letter('b@example.com', 'Committed')], tx)
    })
    expect(await rows(testApp)).toMatchObject([{ subject: 'Committed' }])
    // The store's own loop finds it at its next look at the outbox.
    await smtp.waitFor(1, 15_000)
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Committed'])
  })
})

describe('delivery loops', () => {
  it('retries a refused message with backoff and delivers it once, recording the error', async () => {
    smtp.refuseNext(2)
    await queue(1, 'Order confirmation')
    const loop = instance()

    expect(await loop.deliverDue()).toEqual({ sent: 0, failed: 1 })
    const [afterFirst] = await rows()
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, sentAt: null })
    expect(afterFirst?.lastError).toMatch(/451/)
    expect(afterFirst?.nextAttemptAt.getTime()).toBeGreaterThan(
      afterFirst?.createdAt.getTime() ?? 0,
    )
    expect(await loop.deliverDue()).toEqual({ sent: 0, failed: 0 })

    await sleep(600)
    expect(await loop.deliverDue()).toEqual({ sent: 0, failed: 1 })
    // The wait doubles: 500 ms after the first failure, 1 s after the second.
    await sleep(600)
    expect(await loop.deliverDue()).toEqual({ sent: 0, failed: 0 })
    await sleep(500)
    expect(await loop.deliverDue()).toEqual({ sent: 1, failed: 0 })
    expect(await loop.deliverDue()).toEqual({ sent: 0, failed: 0 })

    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Order confirmation 0'])
    expect(await rows()).toMatchObject([
      {
        status: 'sent',
        attempts: 3,
        sentAt: expect.any(Date),
        lastError: expect.stringMatching(/451/),
      },
    ])
  })

  it('gives up after the last attempt and leaves the message marked failed', async () => {
    smtp.refuseNext(100)
    await queue(1)
    const loop = instance({ retryBaseMs: 0, maxAttempts: 3 })
    for (let round = 0; round < 5; round += 1) await loop.deliverDue()
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 3, sentAt: null }])
    expect(smtp.received).toHaveLength(0)
  })

  it('takes over a message whose sender died mid-send, once its lease ran out', async () => {
    await queue(1)
    const [row] = await rows()
    await db()
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, row?.id ?? 0))
    expect(await instance().deliverDue()).toEqual({ sent: 1, failed: 0 })
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2 }])
  })

  it('renders each letter when it sends it, and sends a message rendered before 0027 as it is', async () => {
    await queue(1, 'Plan ended')
    await db().insert(mailOutbox).values({
      toAddress: 'old@example.com',
      subject: 'Queued before the upgrade',
      textBody: 'The words it was written with',
      htmlBody: '<p>The words it was written with</p>',
      status: 'pending',
    })
    expect(await instance().deliverDue()).toEqual({ sent: 2, failed: 0 })
    const byTo = new Map(smtp.received.map((mail) => [mail.to, mail]))
    expect(byTo.get('customer0@example.com')?.text).toContain('Your Pro plan has been cancelled')
    expect(byTo.get('customer0@example.com')?.html).toContain('<!DOCTYPE html')
    expect(byTo.get('old@example.com')).toMatchObject({
      subject: 'Queued before the upgrade',
      text: 'The words it was written with',
      html: '<p>The words it was written with</p>',
    })
  })

  it('sends each message exactly once while several instances deliver at the same moment', async () => {
    await queue(40, 'Receipt')
    const loops = Array.from({ length: 4 }, () => instance())
    const tallies = await Promise.all(loops.map((loop) => loop.deliverDue()))
    expect(tallies.reduce((sum, tally) => sum + tally.sent, 0)).toBe(40)
    const subjects = smtp.received.map((mail) => mail.subject).sort()
    expect(subjects).toHaveLength(40)
    expect(new Set(subjects).size).toBe(40)
    const stored = await rows()
    expect(stored.every((message) => message.status === 'sent' && message.attempts === 1)).toBe(
      true,
    )
  })
})
