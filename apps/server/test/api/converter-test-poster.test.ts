import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp({ WORKER_CONCURRENCY: '1', QUEUE_POLL_INTERVAL_SECONDS: '0.5' })
})

afterAll(async () => {
  await testApp.close()
})

const post = (body: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/converter-test', payload: body })

const fetchLink = (link: string) => {
  const target = new URL(link, 'http://store.test')
  return testApp.app.inject({ url: target.pathname + target.search })
}

/** A PNG's width and height from its header chunk. */
const pngSize = (bytes: Buffer) => ({
  signature: bytes.subarray(1, 4).toString('latin1'),
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
})

describe('the converter test shows files browsers cannot play as their first frame', () => {
  it.each(['avi', 'mpeg'])(
    'a %s result links a PNG of its first frame at its own size',
    async (format) => {
      const spec = { format, width: 64, height: 32, fit: 'letterbox', depth: 'full' }
      const made = await post(spec)
      expect(made.statusCode, made.body).toBe(200)
      const poster = made.json().posterUrl as string
      expect(poster).toEqual(expect.any(String))
      const image = await fetchLink(poster)
      expect(image.statusCode).toBe(200)
      expect(pngSize(image.rawPayload)).toEqual({ signature: 'PNG', width: 64, height: 32 })

      const again = await post(spec)
      expect(again.json()).toMatchObject({ cached: true, posterUrl: expect.any(String) })
    },
  )

  it('a GIF or MP4 result, which the page plays, has none', async () => {
    const played = await post({ format: 'mp4', width: 64, height: 32 })
    expect(played.statusCode, played.body).toBe(200)
    expect(played.json().posterUrl).toBeNull()
  })
})
