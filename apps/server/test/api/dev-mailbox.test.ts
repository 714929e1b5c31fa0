import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../src/db/schema.ts'
import { capturedLog, createTestApp, type TestApp } from '../helpers/test-app.ts'

const opened: TestApp[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((testApp) => testApp.close()))
})

async function store(env: Record<string, string> = {}, log = capturedLog()) {
  const testApp = await createTestApp(env, { logger: log.logger })
  opened.push(testApp)
  return testApp
}

/** A password-reset link in the mailbox, and who reads the mailbox from where. */
async function readMailbox(testApp: TestApp, remoteAddress: string, headers = {}) {
  await testApp.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { email: 'pro@marquee.local' },
  })
  return testApp.app.inject({ url: '/dev/mailbox', remoteAddress, headers })
}

describe('/dev/mailbox', () => {
  it('shows the kept mail to this machine only, by default', async () => {
    const log = capturedLog()
    const testApp = await store({}, log)
    const local = await readMailbox(testApp, '127.0.0.1')
    expect(local.statusCode).toBe(200)
    expect(local.body).toContain('/pages/reset-password?token=')
    expect(
      (await testApp.app.inject({ url: '/dev/mailbox', remoteAddress: '::1' })).statusCode,
    ).toBe(200)

    for (const [address, headers] of [
      ['203.0.113.9', {}],
      ['::ffff:198.51.100.4', {}],
      ['203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }],
    ] as const) {
      const remote = await testApp.app.inject({
        url: '/dev/mailbox',
        remoteAddress: address,
        headers,
      })
      expect(remote.statusCode).toBe(403)
      expect(remote.body).not.toContain('reset-password')
      expect(remote.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' })
    }
    expect(log.text()).toContain(
      'mail: kept in the outbox, shown at http://localhost:3000/dev/mailbox (loopback only)',
    )
  })

  it('shows the HTML part in a sandboxed frame, escaped into its srcdoc', async () => {
    const testApp = await store()
    const local = await readMailbox(testApp, '127.0.0.1')
    const frame = local.body.match(/<iframe title="HTML part" sandbox srcdoc="([^"]*)"><\/iframe>/)
    expect(frame?.[1]).toContain('&#60;!DOCTYPE html')
    expect(frame?.[1]).toContain('Choose a new password')
    expect(local.body.match(/<html/g)).toHaveLength(1)
  })

  it('opens to any address with MAILBOX_ACCESS=anyone, and says so at start-up', async () => {
    const log = capturedLog()
    const testApp = await store({ MAILBOX_ACCESS: 'anyone' }, log)
    const remote = await readMailbox(testApp, '203.0.113.9')
    expect(remote.statusCode).toBe(200)
    expect(remote.body).toContain('/pages/reset-password?token=')
    const warnings = log.lines.filter((line) => line.level === 40).map((line) => line.msg)
    expect(warnings.join('\n')).toMatch(/MAILBOX_ACCESS=anyone: every address .* password-reset/)
  })

  it.each([
    ['in a staging store', { NODE_ENV: 'production', PAYMENTS: 'sandbox' }],
    ['with a mail server', { SMTP_URL: 'smtp://127.0.0.1:9' }],
  ])('does not exist %s, even for this machine', async (_case, env) => {
    const log = capturedLog()
    const testApp = await store(env, log)
    const response = await readMailbox(testApp, '127.0.0.1')
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('reset-password')
    expect(log.text()).not.toContain('/dev/mailbox (')
    expect(log.text()).toMatch(/^mail: (SMTP 127\.0\.0\.1:9|kept in the outbox and not sent)/m)
  })

  it('shows a message kept before the outbox held letters, as it was rendered then', async () => {
    const testApp = await store()
    await testApp.database.db.insert(mailOutbox).values({
      toAddress: 'early@example.com',
      subject: 'Kept before the upgrade',
      textBody: 'Follow http://localhost:3000/pages/account',
      status: 'kept',
    })
    const response = await testApp.app.inject({ url: '/dev/mailbox' })
    expect(response.body).toContain('Kept before the upgrade')
    expect(response.body).toContain('<a href="http://localhost:3000/pages/account">')
  })

  it('never shows mail that was meant for delivery', async () => {
    const testApp = await store()
    await testApp.database.db.insert(mailOutbox).values({
      toAddress: 'customer@example.com',
      subject: 'Delivered by SMTP earlier',
      textBody: 'a real customer mail',
      status: 'sent',
    })
    const response = await testApp.app.inject({ url: '/dev/mailbox' })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('Delivered by SMTP earlier')
    const [row] = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'customer@example.com'))
    expect(row?.status).toBe('sent')
  })
})
