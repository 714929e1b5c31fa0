import type { AccountClip } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { convert, waitForDownload } from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, orderForm, PAYING_CARD, payInSandbox } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const FREE = 'free@marquee.local'
const PRO = 'pro@marquee.local'
/** The product page's order form for a small GIF board, cropped, amber LEDs. */
const GIF_96X48 = {
  ...orderForm,
  fileType: 'gif',
  dimensions: { width: 96, height: 48 },
  fit: 'crop',
  depth: 'amber',
} as const
const BOUGHT = { format: 'gif', width: 96, height: 48, fit: 'crop', depth: 'amber' } as const

let testApp: TestApp
let free: Tokens
let pro: Tokens

beforeAll(async () => {
  testApp = await createTestApp({ WORKER_CONCURRENCY: '1', QUEUE_POLL_INTERVAL_SECONDS: '0.5' })
  free = await signIn(testApp.app, FREE, DEMO_PASSWORD)
  pro = await signIn(testApp.app, PRO, DEMO_PASSWORD)
})

afterAll(async () => {
  await testApp.close()
})

async function buy(lines: Array<{ productId: number; formData?: unknown }>) {
  const opened = await checkoutCart(testApp.app, free, {
    userEmail: FREE,
    lines: lines.map((line) => ({ quantity: 1, ...line })),
  })
  expect(opened.statusCode, opened.body).toBe(200)
  expect((await payInSandbox(testApp.app, opened.json().url, PAYING_CARD)).statusCode).toBe(303)
}

async function clips(tokens: Tokens): Promise<AccountClip[]> {
  const response = await testApp.app.inject({ url: '/api/downloads', headers: bearer(tokens) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().clips
}

const clipOf = async (tokens: Tokens, productId: number) =>
  (await clips(tokens)).find((clip) => clip.productId === productId)

/** Converts and waits until the file is ready (a cached file is ready at once). */
async function download(tokens: Tokens, body: Record<string, unknown>) {
  const answer = await convert(testApp.app, tokens, body)
  expect([200, 202], answer.body).toContain(answer.statusCode)
  const ready = await waitForDownload(testApp.app, tokens, answer.json().downloadId)
  expect(ready.status).toBe('ready')
  return ready
}

describe('GET /api/downloads offers a clip as it was bought', () => {
  it('gives the size, format, fit and depth of the paid order line', async () => {
    await buy([
      { productId: 3, formData: GIF_96X48 },
      // A cart saved before fit and depth were sent: the converter's defaults.
      { productId: 4, formData: { ...orderForm, fileType: 'avi' } },
      { productId: 5 },
    ])
    expect(await clipOf(free, 3)).toMatchObject({ purchased: true, boughtAs: BOUGHT })
    expect((await clipOf(free, 4))?.boughtAs).toEqual({
      format: 'avi',
      width: 384,
      height: 192,
      fit: 'letterbox',
      depth: 'full',
      fps: 'source',
      codec: 'mjpeg',
    })
    expect(await clipOf(free, 5)).toMatchObject({ purchased: true, boughtAs: null })
  })

  it('refuses a cart line with an unknown fit or depth, naming the field', async () => {
    for (const [field, value] of [
      ['fit', 'sideways'],
      ['depth', 'ultraviolet'],
    ]) {
      const refused = await checkoutCart(testApp.app, free, {
        userEmail: FREE,
        lines: [
          { productId: 3, quantity: 1, formData: { ...GIF_96X48, [field as string]: value } },
        ],
      })
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json().message).toContain(`lines.0.formData.${field}`)
    }
  })

  it('offers the newest purchase of a clip bought twice', async () => {
    await buy([{ productId: 3, formData: { ...GIF_96X48, fileType: 'mpeg', fit: 'stretch' } }])
    expect((await clipOf(free, 3))?.boughtAs).toEqual({
      ...BOUGHT,
      format: 'mpeg',
      fit: 'stretch',
      fps: 'source',
      codec: 'mjpeg',
    })
  })
})

describe('GET /api/downloads lists each file once', () => {
  it('keeps one row per clip and per file however often it is downloaded', async () => {
    const first = await download(free, { productId: 3, ...BOUGHT })
    const again = await download(free, { productId: 3, ...BOUGHT })
    expect(again.id).not.toBe(first.id)
    const other = await download(free, { productId: 3, ...BOUGHT, depth: 'full' })

    const listed = (await clips(free)).filter((clip) => clip.productId === 3)
    expect(listed).toHaveLength(1)
    const files = listed[0]?.downloads ?? []
    expect(files.map((file) => file.id)).toEqual([other.id, again.id])
    expect(files.map((file) => file.depth)).toEqual(['full', 'amber'])
    for (const file of files) {
      expect(file.status).toBe('ready')
      expect(file.url).toContain('sig=')
    }
  })

  it('lists a file downloaded twice with plan credits once', async () => {
    const spec = { productId: 2, format: 'gif', width: 40, height: 20 }
    await download(pro, spec)
    await download(pro, spec)
    const clip = await clipOf(pro, 2)
    expect(clip?.downloads).toHaveLength(1)
    expect(clip?.downloads[0]).toMatchObject({ entitlement: 'credit', width: 40, height: 20 })
    expect(clip).toMatchObject({ purchased: false, boughtAs: null })
  })
})
