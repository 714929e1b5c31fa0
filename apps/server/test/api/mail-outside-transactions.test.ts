import { AsyncLocalStorage } from 'node:async_hooks'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import type { Letter } from '../../src/services/mail/letters.ts'
import * as letters from '../../src/services/mail/render-letter.tsx'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, orderForm, PAYING_CARD, payInSandbox } from '../helpers/payments.ts'
import { type SmtpTestServer, startSmtpTestServer } from '../helpers/smtp-test-server.ts'
import { capturedLog, createTestApp, type TestApp } from '../helpers/test-app.ts'

let smtp: SmtpTestServer
/** A store with SMTP_URL: its own delivery loop renders and sends what the outbox holds. */
let testApp: TestApp
let free: Tokens
const log = capturedLog()

beforeAll(async () => {
  smtp = await startSmtpTestServer()
  testApp = await createTestApp(
    { SMTP_URL: smtp.url, SHOP_EMAIL: 'studio@marquee.local', SIGN_IN_RATE_LIMIT: '1000' },
    { logger: log.logger },
  )
  free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
})
afterAll(async () => {
  await testApp?.close()
  await smtp?.close()
})

const db = () => testApp.database.db

/**
 * Every letter the store renders from now on, and whether one of the store's transactions was
 * open around the render (its callback's async context); `broken` names a template that throws.
 */
function watchRenders(broken?: Letter['template']) {
  const inTransaction = new AsyncLocalStorage<true>()
  const store = testApp.app.db
  const transaction = store.transaction.bind(store)
  vi.spyOn(store, 'transaction').mockImplementation(((
    work: (tx: unknown) => Promise<unknown>,
    config?: never,
  ) =>
    transaction(
      (tx) => inTransaction.run(true, () => work(tx)) as Promise<never>,
      config,
    )) as never)
  const render = letters.renderLetter
  const renders: Array<{ template: string; inTransaction: boolean }> = []
  vi.spyOn(letters, 'renderLetter').mockImplementation(async (letter, publicUrl) => {
    renders.push({ template: letter.template, inTransaction: inTransaction.getStore() === true })
    if (letter.template === broken) throw new Error('the template broke')
    return render(letter, publicUrl)
  })
  return renders
}

/** Pays a cart of `lines` through the sandbox's card form and answers its checkout's id. */
async function payCart(lines: unknown[]) {
  const opened = await checkoutCart(testApp.app, free, { userEmail: 'free@marquee.local', lines })
  expect(opened.statusCode, opened.body).toBe(200)
  const { id, url } = opened.json() as { id: string; url: string }
  expect((await payInSandbox(testApp.app, url, PAYING_CARD)).statusCode).toBe(303)
  return id
}

/** The order confirmation the checkout queued, as the outbox holds it. */
async function confirmationOf(checkoutId: string) {
  const [row] = await db()
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.letter}->>'reference' = ${checkoutId}`)
  return row
}

describe('mail is rendered outside the transaction that queues it', () => {
  it('a template that throws neither rolls back nor holds up the payment, and is retried', async () => {
    watchRenders('order-confirmed')
    const id = await payCart([{ productId: 1, quantity: 1, formData: orderForm }])

    const state = await testApp.app.inject({
      url: `/api/checkout/sessions/${id}`,
      headers: bearer(free),
    })
    expect(state.statusCode, state.body).toBe(200)
    expect(state.json().status).toBe('complete')
    expect(state.json().orders).toEqual([expect.objectContaining({ payment_status: 'paid' })])

    // The delivery loop takes the letter at its next look, cannot render it, and will retry.
    await expect.poll(async () => (await confirmationOf(id))?.attempts, { timeout: 15_000 }).toBe(1)
    const failed = await confirmationOf(id)
    expect(failed).toMatchObject({ status: 'pending', sentAt: null })
    expect(failed?.lastError).toBe(
      'the order-confirmed letter could not be rendered: the template broke',
    )
    // The loop writes the failure, then logs it: the line may come a moment after the row.
    await expect
      .poll(() => log.lines, { timeout: 5_000 })
      .toContainEqual(
        expect.objectContaining({
          msg: 'mail not delivered; will retry',
          mailId: failed?.id,
          reason: failed?.lastError,
        }),
      )
    expect(smtp.received.map((mail) => mail.subject)).not.toContain(
      'Your Marquee order is confirmed',
    )

    // The template mended, the retry (made due now) delivers the letter once.
    vi.restoreAllMocks()
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, failed?.id ?? 0))
    await expect
      .poll(async () => (await confirmationOf(id))?.status, { timeout: 15_000 })
      .toBe('sent')
    expect(await confirmationOf(id)).toMatchObject({ attempts: 2 })
    const confirmed = smtp.received.filter(
      (mail) => mail.subject === 'Your Marquee order is confirmed',
    )
    expect(confirmed).toHaveLength(1)
    expect(confirmed[0]?.text).toContain(`Order reference: ${id}`)
  })

  it('renders no letter of any sender while a transaction is open', async () => {
    const renders = watchRenders()
    const before = smtp.received.length
    // A payment with a customised line: the confirmation, and the customer's and the shop's
    // custom order letters.
    const custom = { ...orderForm, customization: 'yes', comments: 'Our name' }
    await payCart([{ productId: 2, quantity: 1, formData: custom }])
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: 'free@marquee.local' },
    })
    expect(reset.statusCode).toBe(202)
    const request = await testApp.app.inject({
      method: 'POST',
      url: '/api/submit-custom-video-query',
      payload: {
        name: 'Vera Visitor',
        email: 'vera@example.com',
        sign_width: 320,
        sign_height: 160,
        message: 'GRAND OPENING',
        imagery: 'Fireworks',
        deadline: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      },
    })
    expect(request.statusCode, request.body).toBe(201)

    await smtp.waitFor(before + 6, 20_000)
    expect(renders.filter((render) => render.inTransaction)).toEqual([])
    expect(renders.map((render) => render.template).sort()).toEqual([
      'custom-order-received',
      'custom-request-confirmed',
      'custom-request-received',
      'order-confirmed',
      'order-submitted',
      'password-reset',
    ])
  })
})
