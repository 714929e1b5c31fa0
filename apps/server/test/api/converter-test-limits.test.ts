import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { CONVERTER_TEST_BUSY_MESSAGE } from '@marquee/core'
import { asc, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { products, renditions } from '../../src/db/schema.ts'
import { gatedFfmpeg, until } from '../helpers/gated-ffmpeg.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const run = promisify(execFile)
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** The store with a gated ffmpeg, its converter test's own rate limits opened wide. */
async function open(env: Record<string, string> = {}) {
  const ffmpeg = gatedFfmpeg()
  const testApp = await createTestApp({
    FFMPEG_PATH: ffmpeg.file,
    WORKER_CONCURRENCY: '0',
    CONVERSION_THREADS: '1',
    CONVERTER_TEST_RATE_LIMIT: '1000',
    CONVERTER_TEST_GLOBAL_RATE_LIMIT: '1000',
    ...env,
  })
  cleanups.push(ffmpeg.remove, () => testApp.close())
  return { ffmpeg, testApp }
}

const postTest = (testApp: TestApp, body: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/converter-test', payload: body })

/** Sends every request at once; `settled` fills as the answers come. */
function sendAll(testApp: TestApp, bodies: Record<string, unknown>[]) {
  const settled: LightMyRequestResponse[] = []
  const all = Promise.all(
    bodies.map(async (body) => {
      const answer = await postTest(testApp, body)
      settled.push(answer)
      return answer
    }),
  )
  return { settled, all }
}

const FITS = ['letterbox', 'crop', 'stretch'] as const
const DEPTHS = ['full', 'red-green', 'amber'] as const
/** Eight different tests at the largest size a visitor may ask for. */
const EIGHT_LARGEST = FITS.flatMap((fit) =>
  DEPTHS.map((depth) => ({ format: 'mpeg', width: 1920, height: 1080, fit, depth })),
).slice(0, 8)

describe('the converter test is bounded (issue 21)', () => {
  it('8 at once: one converts, two wait, five are turned away at once, and /healthz answers', async () => {
    const { ffmpeg, testApp } = await open()
    const { settled, all } = sendAll(testApp, EIGHT_LARGEST)
    await until(() => ffmpeg.started() === 1 && settled.length === 5)
    for (const answer of settled) {
      expect(answer.statusCode, answer.body).toBe(429)
      expect(answer.json().message).toBe(CONVERTER_TEST_BUSY_MESSAGE)
    }
    // The refused requests were answered while the first conversion was still held.
    expect(ffmpeg.started()).toBe(1)
    expect((await testApp.app.inject({ url: '/healthz' })).statusCode).toBe(200)
    ffmpeg.open()
    const answers = await all
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 429, 429, 429, 429, 429,
    ])
    expect(ffmpeg.mostAtOnce()).toBe(1)
    expect(ffmpeg.started()).toBe(3)
  }, 120_000)

  it('refuses a size over the cap with 400 naming the field, before any ffmpeg starts', async () => {
    const { ffmpeg, testApp } = await open()
    const spec = { format: 'gif', fit: 'letterbox', depth: 'full' }
    const cases: [Record<string, number>, RegExp][] = [
      [{ width: 1921, height: 100 }, /width must be at most 1920 pixels/],
      [{ width: 100, height: 4096 }, /height must be at most 1920 pixels/],
      [{ width: 1600, height: 1600 }, /width: width x height must be at most 2,073,600 pixels/],
    ]
    for (const [size, message] of cases) {
      const answer = await postTest(testApp, { ...spec, ...size })
      expect(answer.statusCode, JSON.stringify(size)).toBe(400)
      expect(answer.json().message).toMatch(message)
    }
    expect(ffmpeg.started()).toBe(0)
  })
})

describe('a visitor who leaves', () => {
  it('stops their conversion and frees its place', async () => {
    const { ffmpeg, testApp } = await open()
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
    const request = http.request(`${address}/api/converter-test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    request.on('error', () => undefined)
    request.end(JSON.stringify({ ...EIGHT_LARGEST[0], format: 'gif' }))
    await until(() => ffmpeg.started() === 1)
    const [pid] = ffmpeg.pids()
    expect(existsSync(`/proc/${pid}`)).toBe(true)
    request.destroy()
    await until(() => !existsSync(`/proc/${pid}`))
    ffmpeg.open()
    const next = await postTest(testApp, { ...EIGHT_LARGEST[1], width: 64, height: 32 })
    expect(next.statusCode, next.body).toBe(200)
  }, 60_000)
})

describe("the converter test's memory", () => {
  const twoTests = [
    { format: 'mp4', width: 640, height: 480, fit: 'letterbox', depth: 'full' },
    { format: 'mp4', width: 640, height: 480, fit: 'crop', depth: 'full' },
  ]

  it('two places, memory for both: both convert at once', async () => {
    const { ffmpeg, testApp } = await open({
      CONVERTER_TEST_CONCURRENCY: '2',
      CONVERSION_MEMORY_MB: '1000',
    })
    const { all } = sendAll(testApp, twoTests)
    await until(() => ffmpeg.started() === 2)
    ffmpeg.open()
    expect((await all).map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(ffmpeg.mostAtOnce()).toBe(2)
  }, 60_000)

  it('two places, memory for one (about 130 MB each, 200 MB in all): one at a time', async () => {
    const { ffmpeg, testApp } = await open({
      CONVERTER_TEST_CONCURRENCY: '2',
      CONVERSION_MEMORY_MB: '200',
    })
    const { all } = sendAll(testApp, twoTests)
    await until(() => ffmpeg.started() === 1)
    // Given the time the other would need to start if it had been let in (none is asserted).
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(ffmpeg.started()).toBe(1)
    ffmpeg.open()
    expect((await all).map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(ffmpeg.mostAtOnce()).toBe(1)
  }, 60_000)
})

describe("the converter test's length", () => {
  it('converts only the first 4 s of a longer sample, kept apart from downloads', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'marquee-long-sample-'))
    cleanups.push(() => rm(scratch, { recursive: true, force: true }))
    const { ffmpeg, testApp } = await open()
    ffmpeg.open()
    const clip = path.join(scratch, 'long.mp4')
    await run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=96x48:rate=25:duration=9'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
    ])
    // The sample (the first clip) gets a 9-s upload, as the back office's media job leaves
    // one: the clean master, and the public preview the test converts.
    const db = testApp.database.db
    const { store } = testApp.app.downloads
    await store.put('masters/long-sample.mp4', clip, 'video/mp4')
    await store.put('previews/long-sample.mp4', clip, 'video/mp4')
    const [first] = await db.select({ id: products.id }).from(products).orderBy(asc(products.id))
    await db
      .update(products)
      .set({
        masterKey: 'masters/long-sample.mp4',
        masterVersion: 'long0000sample00',
        videoLink: '/catalog-media/previews/long-sample.mp4',
      })
      .where(eq(products.id, first?.id ?? 0))
    const answer = await postTest(testApp, {
      format: 'gif',
      width: 48,
      height: 24,
      fit: 'letterbox',
      depth: 'full',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().probe.durationSeconds).toBeCloseTo(4, 0)
    const versions = await db.select({ version: renditions.sourceVersion }).from(renditions)
    expect(versions).toEqual([{ version: 'long0000sample00-preview-first4s' }])
  }, 60_000)
})
