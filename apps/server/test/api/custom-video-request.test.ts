import type { UploadPresign } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customVideoRequests, mailOutbox } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { userIdOf } from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { count } from '../helpers/payments.ts'
import { rendered } from '../helpers/rendered-mail.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'
import { PNG, postUpload, presign } from '../helpers/uploads.ts'

let testApp: TestApp
let pro: Tokens

beforeAll(async () => {
  testApp = await createTestApp({ SHOP_EMAIL: 'studio@marquee.local', CONTACT_RATE_LIMIT: '20' })
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
})

afterAll(async () => {
  await testApp.close()
})

const db = () => testApp.database.db
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

const request = (change: Record<string, unknown> = {}) => ({
  name: 'Vera Visitor',
  email: 'Vera@Example.com',
  sign_width: 320,
  sign_height: 160,
  message: 'GRAND OPENING <b>Saturday</b>',
  imagery: 'Fireworks over our shop front',
  deadline: tomorrow,
  ...change,
})

const send = (body: Record<string, unknown>, tokens?: Tokens) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/submit-custom-video-query',
    payload: body,
    ...(tokens ? { headers: bearer(tokens) } : {}),
  })

const mailTo = async (address: string) =>
  rendered(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)))

describe('POST /api/submit-custom-video-query', () => {
  it("stores a visitor's request and mails the visitor and the shop", async () => {
    const response = await send(request())
    expect(response.statusCode, response.body).toBe(201)
    const { id, reference } = response.json()
    expect(reference).toBe(`R-${id}`)
    const [row] = await db()
      .select()
      .from(customVideoRequests)
      .where(eq(customVideoRequests.id, id))
    expect(row).toMatchObject({
      userId: null,
      name: 'Vera Visitor',
      email: 'vera@example.com',
      signWidth: 320,
      signHeight: 160,
      deadline: tomorrow,
      status: 'new',
    })
    const [confirmation] = await mailTo('vera@example.com')
    expect(confirmation?.subject).toBe(`Your custom video request ${reference}`)
    expect(confirmation?.htmlBody).toContain('GRAND OPENING &lt;b&gt;Saturday&lt;/b&gt;')
    const [notice] = await mailTo('studio@marquee.local')
    expect(notice?.subject).toBe(`New custom video request ${reference} (due ${tomorrow})`)
  })

  it("takes a signed-in customer's name and address from the account, not the body", async () => {
    const proId = await userIdOf(db(), 'pro@marquee.local')
    const post: UploadPresign = (
      await presign(testApp.app, pro, { filename: 'logo.png', contentType: 'image/png' })
    ).json()
    expect((await postUpload(testApp.app, post, PNG, 'image/png')).statusCode).toBe(204)
    const file = post.fileUrl
    const response = await send(request({ email: 'someone@else.com', files: [file] }), pro)
    expect(response.statusCode, response.body).toBe(201)
    const [row] = await db()
      .select()
      .from(customVideoRequests)
      .where(eq(customVideoRequests.id, response.json().id))
    expect(row).toMatchObject({ userId: proId, email: 'pro@marquee.local', files: [file] })
    expect(await mailTo('someone@else.com')).toHaveLength(0)
    expect((await mailTo('pro@marquee.local')).at(-1)?.textBody).toContain(file)
  })

  it.each([
    ['a visitor without a name', request({ name: undefined }), undefined, /^name: /],
    ['a visitor without an email', request({ email: undefined }), undefined, /^email: /],
    [
      'a visitor attaching files',
      request({ files: ['http://localhost:3000/uploads/logos/x/1-a.png'] }),
      undefined,
      /^files: /,
    ],
    ['a deadline in the past', request({ deadline: '2020-01-01' }), undefined, /^deadline: /],
    ['a sign of zero pixels', request({ sign_width: 0 }), undefined, /^sign_width: /],
    ['no wording', request({ message: '' }), undefined, /^message: /],
  ])(
    'refuses %s with 400 naming the field and stores nothing',
    async (_name, body, _t, message) => {
      const before = await count(db(), 'custom_video_requests')
      const response = await send(body)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(message)
      expect(await count(db(), 'custom_video_requests')).toBe(before)
    },
  )

  it("refuses a customer's link to a file that is not their own upload", async () => {
    const before = await count(db(), 'custom_video_requests')
    const response = await send(request({ files: ['https://evil.example/x.png'] }), pro)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^files.0: /)
    expect(await count(db(), 'custom_video_requests')).toBe(before)
  })

  it('answers a bad token with 401 rather than treating the caller as a visitor', async () => {
    const response = await send(request(), { access_token: 'not-a-token' } as Tokens)
    expect(response.statusCode).toBe(401)
  })

  it('is limited per address like the contact form', async () => {
    const answers = []
    for (let index = 0; index < 20; index++) answers.push((await send(request())).statusCode)
    expect(answers).toContain(429)
    const limited = await send(request())
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ statusCode: 429 })
  })
})
