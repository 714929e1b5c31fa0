import { FFMPEG_NOT_LOADED_MESSAGE } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { convert, SMALL_GIF, waitForDownload } from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let pro: Tokens
let url: URL

beforeAll(async () => {
  testApp = await createTestApp({
    WORKER_CONCURRENCY: '1',
    QUEUE_POLL_INTERVAL_SECONDS: '0.5',
    CONVERTER_TEST_RATE_LIMIT: '3',
  })
  pro = await signIn(testApp.app, 'pro@marquee.local', DEMO_PASSWORD)
  const accepted = await convert(testApp.app, pro, { productId: 1, ...SMALL_GIF })
  const download = await waitForDownload(testApp.app, pro, accepted.json().downloadId)
  url = new URL(download.url ?? '')
})

afterAll(async () => {
  await testApp.close()
})

const get = (target: URL | string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    url: typeof target === 'string' ? target : target.pathname + target.search,
    headers,
  })

function altered(name: string, value: string): URL {
  const changed = new URL(url)
  changed.searchParams.set(name, value)
  return changed
}

describe('signed download links of the local store', () => {
  it('serves the file named for the customer', async () => {
    const file = await get(url)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/gif')
    expect(file.headers['content-disposition']).toMatch(/filename="[a-z-]+_32x16\.gif"/)
  })

  it('answers a Range request with 206 and just those bytes', async () => {
    const part = await get(url, { range: 'bytes=0-5' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toMatch(/^bytes 0-5\/\d+$/)
    expect(part.body).toBe('GIF89a')
  })

  it('refuses an altered signature, file name, expiry or key with 403', async () => {
    const signature = url.searchParams.get('sig') ?? ''
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    const expires = Number(url.searchParams.get('expires'))
    const otherKey = new URL(url)
    otherKey.pathname = otherKey.pathname.replace('32x16', '32x17')
    for (const target of [
      altered('sig', flipped),
      altered('filename', 'other_32x16.gif'),
      altered('expires', String(expires + 3600)),
      otherKey,
    ]) {
      const answer = await get(target)
      expect(answer.statusCode, target.toString()).toBe(403)
      expect(answer.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' })
    }
  })

  it('refuses an expired link with 403', async () => {
    const key = url.pathname.replace(/^\/downloads\//, '')
    const expired = await testApp.app.downloads.store.downloadUrl(key, 'clip_32x16.gif', -1)
    expect((await get(new URL(expired))).statusCode).toBe(403)
  })
})

describe('progress as server-sent events', () => {
  it('streams the download until it is ready, and a reconnect gets the current state', async () => {
    const accepted = await convert(testApp.app, pro, {
      productId: 2,
      ...SMALL_GIF,
      format: 'mp4',
    })
    expect(accepted.statusCode, accepted.body).toBe(202)
    const events = `/api/downloads/${accepted.json().downloadId}/events`
    const stream = await get(events, bearer(pro))
    expect(stream.statusCode).toBe(200)
    expect(stream.headers['content-type']).toContain('text/event-stream')
    const names = [...stream.body.matchAll(/^event: (\w+)$/gm)].map((match) => match[1])
    expect(names[0]).toMatch(/queued|converting/)
    expect(names.at(-1)).toBe('ready')
    const last = stream.body.trim().split('\n').at(-1) ?? ''
    expect(JSON.parse(last.replace(/^data: /, ''))).toMatchObject({ status: 'ready', progress: 1 })

    const again = await get(events, { ...bearer(pro), 'last-event-id': 'converting-500' })
    expect([...again.body.matchAll(/^event: (\w+)$/gm)].map((match) => match[1])).toEqual(['ready'])
  })

  it('needs the owner', async () => {
    const free = await signIn(testApp.app, 'free@marquee.local', DEMO_PASSWORD)
    const [download] = (await get('/api/downloads', bearer(pro))).json().clips[0].downloads
    expect((await get(`/api/downloads/${download.id}/events`, bearer(free))).statusCode).toBe(404)
  })
})

describe('the converter test (docs/requirements.md §1)', () => {
  const spec = { format: 'gif', width: 40, height: 21, fit: 'crop', depth: 'red-green' }
  const post = (body: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/converter-test', payload: body })

  it('converts the sample clip and reports ffprobe facts, then serves it from the cache', async () => {
    const first = await post(spec)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      cached: false,
      probe: { width: 40, height: 21, codec: 'gif' },
    })
    expect(first.json().elapsedMs).toBeGreaterThan(0)
    const second = await post(spec)
    expect(second.json()).toMatchObject({ cached: true, elapsedMs: 0 })
    expect((await get(new URL(second.json().url))).statusCode).toBe(200)
  })

  it('refuses a size above 4096 and is rate-limited per address', async () => {
    const big = await post({ ...spec, width: 5000 })
    expect(big.statusCode).toBe(400)
    expect(big.json().message).toContain('width')
    expect((await post(spec)).statusCode).toBe(429)
  })
})

describe('without a working ffmpeg', () => {
  it('/readyz says so and downloads answer 503 with the SPEC message', async () => {
    const broken = await createTestApp({
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      WORKER_CONCURRENCY: '0',
    })
    try {
      const ready = await broken.app.inject({ url: '/readyz' })
      expect(ready.json()).toMatchObject({ status: 'ready', ffmpeg: { ok: false } })
      const tokens = await signIn(broken.app, 'pro@marquee.local', DEMO_PASSWORD)
      const refused = await convert(broken.app, tokens, { productId: 1, ...SMALL_GIF })
      expect(refused.statusCode).toBe(503)
      expect(refused.json().message).toBe(FFMPEG_NOT_LOADED_MESSAGE)
      const page = await broken.app.inject({ url: '/api/converter-test' })
      expect(page.json()).toMatchObject({ ok: false, message: FFMPEG_NOT_LOADED_MESSAGE })
    } finally {
      await broken.close()
    }
  })
})
