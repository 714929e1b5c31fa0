import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { UploadPresign } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, subscriptions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { setPlanCredits } from '../helpers/credits.ts'
import { userIdOf } from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { count } from '../helpers/payments.ts'
import { startS3Bucket } from '../helpers/s3-bucket.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'
import { multipartBody, PNG, postUpload, presign, SVG } from '../helpers/uploads.ts'

/**
 * A logo's bytes are checked once the upload is finished, and again whenever an order or a
 * request attaches it, with S3 (s3rver as the bucket: like any S3 it stores whatever the
 * policy lets through, and cannot read the bytes) and with the local store alike: an upload
 * that is not the image it claims, too large, or another customer's is refused with 400
 * naming the field, and removed from the store (never someone else's).
 */
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')
const OVERSIZED = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)])
const NOT_A_PNG = 'its contents are not a PNG image; choose a JPG, PNG, SVG or WebP file'

const scratch = await mkdtemp(path.join(tmpdir(), 'marquee-upload-check-'))
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

describe.each(['S3', 'local'] as const)('uploads checked with the %s store', (kind) => {
  let testApp: TestApp
  let s3: S3rver | undefined
  let pro: Tokens
  let free: Tokens

  beforeAll(async () => {
    let storage: Record<string, string> = {}
    if (kind === 'S3') {
      const bucket = await startS3Bucket(path.join(scratch, 's3'), 'marquee-logos')
      s3 = bucket.server
      storage = bucket.env
    }
    testApp = await createTestApp({ UPLOAD_RATE_LIMIT: '1000', ...storage })
    pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
    free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
  })

  afterAll(async () => {
    await testApp?.close()
    await s3?.close()
  })

  const db = () => testApp.database.db
  const store = () => testApp.app.store

  async function presignFor(
    tokens: Tokens,
    filename = 'logo.png',
    contentType = 'image/png',
  ): Promise<UploadPresign> {
    const response = await presign(testApp.app, tokens, { filename, contentType })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  const type = (post: UploadPresign) => post.fields['Content-Type'] ?? ''

  /** The browser's POST of the form: to the bucket, or to the local store's own route. */
  async function upload(post: UploadPresign, bytes: Buffer): Promise<number> {
    if (kind === 'local') return (await postUpload(testApp.app, post, bytes, type(post))).statusCode
    const body = await multipartBody(post.fields, bytes, type(post))
    return (await fetch(post.url, { method: 'POST', body: body.payload, headers: body.headers }))
      .status
  }

  /**
   * Bytes that reached the store anyway: on S3 the browser's POST, which the bucket takes; the
   * local store's route refuses them itself (uploads.test.ts), so they are put in directly, to
   * show the check after the upload holds on its own there too.
   */
  async function plant(post: UploadPresign, bytes: Buffer) {
    if (kind === 'S3') return expect(await upload(post, bytes)).toBeLessThan(300)
    const file = path.join(scratch, `planted-${Date.now()}`)
    await writeFile(file, bytes)
    await store().put(post.key, file, type(post))
  }

  const complete = (tokens: Tokens, key: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/upload/s3/complete',
      payload: { key },
      headers: bearer(tokens),
    })

  /** docs/requirements.md §4's Submit Order with a logo: paid by the plan, the logo attached. */
  const submitOrder = (tokens: Tokens, email: string, logoUrl: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(tokens),
      payload: {
        user_email: email,
        product_id: 2,
        width: 384,
        height: 192,
        filetype: 'mp4',
        customization_requests: 'Our logo, bottom right',
        paymentstatus: 'subscription',
        logo_url: logoUrl,
      },
    })

  const customRequest = (tokens: Tokens, files: string[]) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/submit-custom-video-query',
      headers: bearer(tokens),
      payload: { sign_width: 320, sign_height: 160, message: 'GRAND OPENING', files },
    })

  it('accepts a real PNG when the upload finishes, and an order and a request attach it', async () => {
    await setPlanCredits(db(), 'pro@marquee.local', 5, 2)
    const post = await presignFor(pro)
    expect(await upload(post, PNG)).toBeLessThan(300)
    const done = await complete(pro, post.key)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toEqual({ key: post.key, fileUrl: post.fileUrl })
    const order = await submitOrder(pro, 'pro@marquee.local', post.fileUrl)
    expect(order.statusCode, order.body).toBe(201)
    const [row] = await db().select().from(orders).where(eq(orders.id, order.json().id))
    expect(row?.logoKey).toBe(post.key)
    const request = await customRequest(pro, [post.fileUrl])
    expect(request.statusCode, request.body).toBe(201)
    const served = await testApp.app.inject({ url: new URL(post.fileUrl).pathname })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(PNG)).toBe(true)
  })

  it('refuses HTML named .png when the upload finishes, naming file, and removes it', async () => {
    const post = await presignFor(pro, 'logo.png')
    await plant(post, HTML)
    expect(await store().exists(post.key)).toBe(true)
    const done = await complete(pro, post.key)
    expect(done.statusCode).toBe(400)
    expect(done.json().message).toBe(`file: ${NOT_A_PNG}`)
    expect(await store().exists(post.key)).toBe(false)
  })

  it('refuses HTML named .png attached to an order, spending nothing, and removes it', async () => {
    await setPlanCredits(db(), 'pro@marquee.local', 5, 2)
    const post = await presignFor(pro)
    await plant(post, HTML)
    const before = await count(db(), 'orders')
    const order = await submitOrder(pro, 'pro@marquee.local', post.fileUrl)
    expect(order.statusCode).toBe(400)
    expect(order.json().message).toBe(`logo_url: ${NOT_A_PNG}`)
    expect(await count(db(), 'orders')).toBe(before)
    const [plan] = await db()
      .select({ left: subscriptions.remainingCustomizationOrders })
      .from(subscriptions)
      .where(eq(subscriptions.userId, await userIdOf(db(), 'pro@marquee.local')))
    expect(plan?.left).toBe(2)
    expect(await store().exists(post.key)).toBe(false)
  })

  it('refuses HTML attached to a custom video request, naming files.1, and removes it', async () => {
    const good = await presignFor(pro, 'good.png')
    expect(await upload(good, PNG)).toBeLessThan(300)
    const bad = await presignFor(pro, 'bad.png')
    await plant(bad, HTML)
    const before = await count(db(), 'custom_video_requests')
    const request = await customRequest(pro, [good.fileUrl, bad.fileUrl])
    expect(request.statusCode).toBe(400)
    expect(request.json().message).toBe(`files.1: ${NOT_A_PNG}`)
    expect(await count(db(), 'custom_video_requests')).toBe(before)
    expect(await store().exists(bad.key)).toBe(false)
    expect(await store().exists(good.key)).toBe(true)
  })

  it('refuses a logo replaced by HTML after it was checked, when it is attached', async () => {
    await setPlanCredits(db(), 'pro@marquee.local', 5, 2)
    const post = await presignFor(pro)
    expect(await upload(post, PNG)).toBeLessThan(300)
    expect((await complete(pro, post.key)).statusCode).toBe(200)
    // The form stays valid for minutes: the same key can be posted again.
    await plant(post, HTML)
    const order = await submitOrder(pro, 'pro@marquee.local', post.fileUrl)
    expect(order.statusCode).toBe(400)
    expect(order.json().message).toBe(`logo_url: ${NOT_A_PNG}`)
    expect(await store().exists(post.key)).toBe(false)
  })

  it('refuses an object over 10 MB and removes it', async () => {
    const post = await presignFor(pro)
    await plant(post, OVERSIZED)
    const done = await complete(pro, post.key)
    expect(done.statusCode).toBe(400)
    expect(done.json().message).toBe('file: larger than the 10 MB a logo may be')
    expect(await store().exists(post.key)).toBe(false)
  })

  it('refuses an empty object and one never uploaded, naming file', async () => {
    const post = await presignFor(pro)
    await plant(post, Buffer.alloc(0))
    expect((await complete(pro, post.key)).json().message).toBe('file: the file is empty')
    expect(await store().exists(post.key)).toBe(false)
    const missing = await complete(pro, post.key)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('file: the upload was not found: choose the file again')
  })

  it('reads an SVG whole: a well-formed <svg> root passes, an HTML page named .svg is removed', async () => {
    const good = await presignFor(pro, 'logo.svg', 'image/svg+xml')
    await plant(good, SVG)
    expect((await complete(pro, good.key)).statusCode).toBe(200)
    const bad = await presignFor(pro, 'page.svg', 'image/svg+xml')
    await plant(bad, Buffer.from('<html><body><svg></svg></body></html>'))
    const done = await complete(pro, bad.key)
    expect(done.json().message).toBe(
      'file: its contents are not an SVG image; choose a JPG, PNG, SVG or WebP file',
    )
    expect(await store().exists(bad.key)).toBe(false)
  })

  it("refuses another customer's upload, naming the field, and leaves it to its owner", async () => {
    const post = await presignFor(pro)
    expect(await upload(post, PNG)).toBeLessThan(300)
    const done = await complete(free, post.key)
    expect(done.statusCode).toBe(400)
    expect(done.json().message).toBe('key: attach a logo you uploaded here')
    const order = await submitOrder(free, 'free@marquee.local', post.fileUrl)
    expect(order.statusCode).toBe(400)
    expect(order.json().message).toBe('logo_url: attach a logo you uploaded here')
    const request = await customRequest(free, [post.fileUrl])
    expect(request.json().message).toBe('files.0: attach a logo you uploaded here')
    expect(await store().exists(post.key)).toBe(true)
    expect((await complete(pro, post.key)).statusCode).toBe(200)
  })

  it.each([
    ['a key outside the logos', 'renditions/1/abc/clip.gif'],
    ['a key that leaves the store', 'logos/../secret.png'],
  ])('refuses %s at completion with 400 naming key', async (_name, key) => {
    const done = await complete(pro, key)
    expect(done.statusCode).toBe(400)
    expect(done.json().message).toBe('key: attach a logo you uploaded here')
  })
})
