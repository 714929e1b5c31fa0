import {
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
} from '@marquee/core'
import { eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, users } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { findAccountByEmail, setPassword } from '../../src/services/accounts/accounts.ts'
import {
  bearer,
  CookieJar,
  pkcePair,
  signIn,
  startSignIn,
  submitInteraction,
  tokenRequest,
} from '../helpers/oidc-flow.ts'
import { rendered } from '../helpers/rendered-mail.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000' })
})
afterAll(async () => testApp?.close())

const inject = (options: InjectOptions) => testApp.app.inject(options)

async function outbox() {
  return rendered(await testApp.database.db.select().from(mailOutbox).orderBy(mailOutbox.id))
}

describe('GET and PATCH /api/me', () => {
  it('changes the name and the preferred sign size, and keeps them', async () => {
    const tokens = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
    const patched = await inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(tokens),
      payload: { name: 'Frank Freeman', sign_width: 256, sign_height: 128 },
    })
    expect(patched.statusCode).toBe(200)
    expect(patched.json()).toMatchObject({
      name: 'Frank Freeman',
      metadata: { sign_width: 256, sign_height: 128 },
    })
    const [row] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'free@marquee.local'))
    expect(row).toMatchObject({ name: 'Frank Freeman', signWidth: 256, signHeight: 128 })
  })

  it.each([
    [{ sign_width: 0, sign_height: 100 }, 'sign_width'],
    [{ sign_width: 200 }, 'sign_height'],
    [{ name: '' }, 'name'],
    [{ email: 'someone@else.com' }, 'email'],
    [{ sign_width: 'wide', sign_height: 10 }, 'sign_width'],
  ])('refuses %j with a 400 naming %s and changes nothing', async (payload, field) => {
    const tokens = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
    const before = await inject({ url: '/api/me', headers: bearer(tokens) })
    const response = await inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(tokens),
      payload,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(field)
    const after = await inject({ url: '/api/me', headers: bearer(tokens) })
    expect(after.json()).toEqual(before.json())
  })

  it('needs a token to change anything', async () => {
    const response = await inject({ method: 'PATCH', url: '/api/me', payload: { name: 'X' } })
    expect(response.statusCode).toBe(401)
  })
})

describe('password reset by emailed link', () => {
  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await outbox()).length
    const response = await inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: 'ghost@marquee.local' },
    })
    expect(response.statusCode).toBe(202)
    expect(response.json().message).toBe(RESET_LINK_SENT_MESSAGE)
    expect(await outbox()).toHaveLength(before)
  })

  it('mails a single-use link that sets a new password and signs out old sessions', async () => {
    await testApp.database.db
      .insert(users)
      .values({ email: 'reset@marquee.local', name: 'Rita Reset', passwordHash: null })
    await setPassword(
      testApp.app.db,
      (await findAccountByEmail(testApp.app.db, 'reset@marquee.local'))?.id ?? '',
      'old-password-11',
    )
    const oldSession = await signIn(testApp.app, 'reset@marquee.local', 'old-password-11')

    const requested = await inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: 'Reset@marquee.local' },
    })
    expect(requested.json().message).toBe(RESET_LINK_SENT_MESSAGE)
    const mail = (await outbox()).at(-1)
    expect(mail).toMatchObject({ toAddress: 'reset@marquee.local' })
    const token = mail?.textBody.match(/reset-password\?token=([\w-]+)/)?.[1] ?? ''
    expect(token).not.toBe('')

    const weak = await inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, password: 'short' },
    })
    expect(weak.statusCode).toBe(400)

    const done = await inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, password: 'new-password-22' },
    })
    expect(done.statusCode).toBe(200)

    const again = await inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, password: 'third-password-33' },
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(RESET_LINK_INVALID_MESSAGE)

    await expect(
      signIn(testApp.app, 'reset@marquee.local', 'new-password-22'),
    ).resolves.toHaveProperty('access_token')
    const jar = new CookieJar()
    const uid = await startSignIn(testApp.app, jar, pkcePair().challenge)
    const old = await submitInteraction(testApp.app, jar, uid, 'login', {
      email: 'reset@marquee.local',
      password: 'old-password-11',
    })
    expect(old.json().message).toBe(SIGN_IN_FAILED_MESSAGE)
    const refresh = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: oldSession.refresh_token,
    })
    expect(refresh.json().error).toBe('invalid_grant')
  })

  it('refuses an expired link', async () => {
    await inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: 'pro@marquee.local' },
    })
    const token = (await outbox()).at(-1)?.textBody.match(/token=([\w-]+)/)?.[1] ?? ''
    await testApp.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute'`,
    )
    const response = await inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, password: 'new-password-44' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(RESET_LINK_INVALID_MESSAGE)
  })
})

describe('test-mode mailbox', () => {
  it('shows the outbox at /dev/mailbox with the text escaped', async () => {
    await testApp.app.mailer.send([
      {
        to: 'pro@marquee.local',
        subject: '<script>alert(1)</script>',
        template: 'password-reset',
        name: 'Pro',
        link: 'http://localhost:3000/pages/reset-password?token=abc',
        minutes: 30,
      },
    ])
    const response = await inject({ url: '/dev/mailbox' })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('<script>alert(1)</script>')
    expect(response.body).toContain('&#60;script&#62;')
    expect(response.body).toContain(
      '<a href="http://localhost:3000/pages/reset-password?token=abc">',
    )
  })
})

describe('signing out', () => {
  it('ends the provider session and returns to the site origin', async () => {
    const jar = new CookieJar()
    const tokens = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD, jar)
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://localhost:3000/',
      client_id: 'marquee-web',
    })
    const page = await inject({
      url: `/oidc/session/end?${query}`,
      headers: { cookie: jar.header() },
    })
    jar.take(page)
    expect(page.statusCode).toBe(200)
    const form = page.body.match(/action="([^"]+)"[\s\S]*name="xsrf" value="([^"]+)"/)
    expect(form).not.toBeNull()
    const confirmed = await inject({
      method: 'POST',
      url: new URL(form?.[1] ?? '', 'http://localhost:3000').pathname,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf: form?.[2] ?? '', logout: 'yes' }).toString(),
    })
    jar.take(confirmed)
    expect(confirmed.statusCode).toBe(303)
    expect(confirmed.headers.location).toBe('http://localhost:3000/')
    const silent = await inject({
      url: `/oidc/auth?${new URLSearchParams({
        client_id: 'marquee-web',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: 'http://localhost:3000/auth/callback',
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
        prompt: 'none',
      })}`,
      headers: { cookie: jar.header() },
    })
    expect(String(silent.headers.location)).toContain('error=login_required')
    const refresh = await tokenRequest(testApp.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    })
    expect(refresh.json().error).toBe('invalid_grant')
  })
})

describe('runtime config', () => {
  it('tells the storefront its issuer and client', async () => {
    const response = await inject({ url: '/api/config' })
    expect(response.json().auth).toEqual({
      authority: '/oidc',
      clientId: 'marquee-web',
      scope: 'openid profile email api',
      resource: 'http://localhost:3000/api',
    })
  })
})
