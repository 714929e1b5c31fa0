import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { UploadPresign } from '@marquee/core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import type { LocalStore } from '../../src/services/storage/local-store.ts'
import { userIdOf } from '../helpers/downloads.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'
import { PNG, postUpload, presign, SVG } from '../helpers/uploads.ts'

let testApp: TestApp
let pro: Tokens
let proId: string
let store: LocalStore

beforeAll(async () => {
  testApp = await createTestApp()
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
  proId = await userIdOf(testApp.database.db, 'pro@marquee.local')
  store = testApp.app.downloads.store as LocalStore
})

afterAll(async () => {
  await testApp.close()
})

/** Every file the local store holds under logos/. */
async function storedLogos(): Promise<string[]> {
  const entries = await readdir(path.join(store.root, 'logos'), { recursive: true }).catch(
    () => [] as string[],
  )
  return entries.filter((entry) => /\.(png|jpg|svg|webp)$/.test(entry)).sort()
}

let before: string[]
beforeEach(async () => {
  before = await storedLogos()
})

async function presignFor(filename: string, contentType: string): Promise<UploadPresign> {
  const response = await presign(testApp.app, pro, { filename, contentType })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('POST /api/upload/s3 and the local store', () => {
  it("answers a presigned POST for a key under the caller's logos/ prefix", async () => {
    const post = await presignFor('My Logo (final).PNG', 'image/png')
    expect(post.url).toBe('http://localhost:3000/uploads')
    expect(post.key).toMatch(new RegExp(`^logos/${proId}/\\d+-My-Logo-final\\.png$`))
    expect(post.fields).toMatchObject({ key: post.key, 'Content-Type': 'image/png' })
    const policy = JSON.parse(Buffer.from(post.fields.Policy ?? '', 'base64').toString())
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024])
    expect(policy.conditions).toContainEqual(['starts-with', '$key', `logos/${proId}/`])
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000)
  })

  it('stores a PNG and serves it back as an image that cannot run script', async () => {
    const post = await presignFor('logo.png', 'image/png')
    const upload = await postUpload(testApp.app, post, PNG, 'image/png')
    expect(upload.statusCode, upload.body).toBe(204)
    expect(await storedLogos()).toHaveLength(before.length + 1)
    const served = await testApp.app.inject({ url: new URL(post.fileUrl).pathname })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toMatch(/^sandbox/)
  })

  it('serves an uploaded SVG as an attachment in a sandbox', async () => {
    const post = await presignFor('logo.svg', 'image/svg+xml')
    expect((await postUpload(testApp.app, post, SVG, 'image/svg+xml')).statusCode).toBe(204)
    const served = await testApp.app.inject({ url: new URL(post.fileUrl).pathname })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-disposition']).toBe('attachment')
    expect(served.headers['content-security-policy']).toMatch(/^sandbox/)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuses a signed-out caller with 401', async () => {
    const response = await presign(testApp.app, null, {
      filename: 'logo.png',
      contentType: 'image/png',
    })
    expect(response.statusCode).toBe(401)
  })

  it('refuses text/html at presign with 400 naming contentType', async () => {
    const response = await presign(testApp.app, pro, {
      filename: 'page.html',
      contentType: 'text/html',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^contentType: /)
  })

  it('refuses an 11 MB file and stores nothing', async () => {
    const post = await presignFor('big.png', 'image/png')
    const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)])
    const response = await postUpload(testApp.app, post, big, 'image/png')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('file: larger than the 10 MB a logo may be')
    expect(await storedLogos()).toEqual(before)
  })

  it.each([
    ['a Content-Type changed to text/html', { 'Content-Type': 'text/html' }, /^Content-Type: /],
    [
      "a key outside the caller's prefix",
      { key: 'logos/00000000-0000-0000-0000-000000000000/1-x.png' },
      /^key: /,
    ],
    ['a field the policy does not cover', { acl: 'public-read' }, /^acl: /],
  ])('refuses %s with 403 and stores nothing', async (_name, change, message) => {
    const post = await presignFor('logo.png', 'image/png')
    const response = await postUpload(
      testApp.app,
      { url: post.url, fields: { ...post.fields, ...change } },
      PNG,
      'image/png',
    )
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toMatch(message)
    expect(await storedLogos()).toEqual(before)
  })

  it('refuses an altered policy (a wider size limit) with 403 and stores nothing', async () => {
    const post = await presignFor('logo.png', 'image/png')
    const policy = Buffer.from(post.fields.Policy ?? '', 'base64')
      .toString()
      .replace(String(10 * 1024 * 1024), String(100 * 1024 * 1024))
    const fields = { ...post.fields, Policy: Buffer.from(policy).toString('base64') }
    const response = await postUpload(testApp.app, { url: post.url, fields }, PNG, 'image/png')
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toMatch(/^Policy: the upload form was altered/)
    expect(await storedLogos()).toEqual(before)
  })

  it('refuses an expired policy with 403 and stores nothing', async () => {
    const key = `logos/${proId}/1-late.png`
    const post = await store.presignUpload({
      key,
      prefix: `logos/${proId}/`,
      contentType: 'image/png',
      maxBytes: 10 * 1024 * 1024,
      expiresSeconds: -1,
    })
    const response = await postUpload(testApp.app, post, PNG, 'image/png')
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toMatch(/^Policy: the upload form has expired/)
    expect(await storedLogos()).toEqual(before)
  })

  it.each([
    ['an HTML page sent as a PNG', 'logo.png', 'image/png', '<html><script>1</script></html>'],
    ['a JPEG that is text', 'logo.jpg', 'image/jpeg', 'not a jpeg at all'],
    ['an SVG that is not XML', 'logo.svg', 'image/svg+xml', '<svg><g></svg>'],
    ['an SVG that is HTML', 'logo.svg', 'image/svg+xml', '<html><body>hi</body></html>'],
  ])('refuses %s with 400 and stores nothing', async (_name, filename, type, text) => {
    const post = await presignFor(filename, type)
    const response = await postUpload(testApp.app, post, Buffer.from(text), type)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^file: its contents are not a/)
    expect(await storedLogos()).toEqual(before)
  })

  it('answers 404 for a logo that was never uploaded', async () => {
    const response = await testApp.app.inject({ url: `/uploads/logos/${proId}/1-none.png` })
    expect(response.statusCode).toBe(404)
  })
})
