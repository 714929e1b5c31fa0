import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { UploadPresign } from '@marquee/core'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'
import { multipartBody, PNG, presign } from '../helpers/uploads.ts'

/**
 * The S3 store's presigned POST against s3rver, a real S3-compatible server run in-process
 * (the cluster test's bucket too). s3rver ignores the POST policy and its signature, so this
 * proves the contract's shape (fields, key, posting, reading back); the policy's refusals are
 * proven against the local store, which checks them as S3 does.
 */
const BUCKET = 'marquee-uploads'
let s3: S3rver | undefined
let skipReason = ''
let directory = ''
let testApp: TestApp
let pro: Tokens

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 's3rver-'))
  try {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    const address = (await s3.run()) as AddressInfo
    testApp = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    })
    pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
  } catch (error) {
    s3 = undefined
    skipReason = `s3rver could not start: ${(error as Error).message}`
    process.stdout.write(`skipping the S3 presigned-POST test: ${skipReason}\n`)
  }
})

afterAll(async () => {
  await testApp?.close()
  await s3?.close()
  rmSync(directory, { recursive: true, force: true })
})

async function uploadToBucket(post: UploadPresign, file: Buffer, type: string) {
  const body = await multipartBody(post.fields, file, type)
  return fetch(post.url, { method: 'POST', body: body.payload, headers: body.headers })
}

describe('S3 store: presigned POST against s3rver', () => {
  it('posts a logo straight to the bucket and reads it back through the store', async (context) => {
    if (!s3) return context.skip(skipReason)
    const answer = await presign(testApp.app, pro, {
      filename: 'logo.png',
      contentType: 'image/png',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const post: UploadPresign = answer.json()
    expect(post.url).toBe(`${new URL(post.url).origin}/${BUCKET}`)
    expect(Object.keys(post.fields)).toEqual(
      expect.arrayContaining(['Policy', 'X-Amz-Signature', 'X-Amz-Credential', 'key']),
    )
    const upload = await uploadToBucket(post, PNG, 'image/png')
    expect(upload.status, await upload.text()).toBeLessThan(300)
    const served = await testApp.app.inject({ url: new URL(post.fileUrl).pathname })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect(served.headers['content-security-policy']).toMatch(/^sandbox/)
  })

  it('will not serve a file whose bytes are not the image it was posted as', async (context) => {
    if (!s3) return context.skip(skipReason)
    const answer = await presign(testApp.app, pro, {
      filename: 'fake.png',
      contentType: 'image/png',
    })
    const post: UploadPresign = answer.json()
    // s3rver takes anything; AWS would too, as the policy cannot read the bytes.
    const upload = await uploadToBucket(post, Buffer.from('<html><script>1</script>'), 'image/png')
    expect(upload.status).toBeLessThan(300)
    const served = await testApp.app.inject({ url: new URL(post.fileUrl).pathname })
    expect(served.statusCode).toBe(404)
  })
})
