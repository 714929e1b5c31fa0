import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CONVERTER_TEST_BUSY_MESSAGE } from '@marquee/core'
import { afterAll, describe, expect, it } from 'vitest'
import { gatedFfmpeg, until } from '../helpers/gated-ffmpeg.ts'
import { type ServerProcess, startServer, startWorker } from '../helpers/server-process.ts'
import { createPostgresDatabase } from '../helpers/test-database.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-converter-test-worker-'))
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  rmSync(scratch, { recursive: true, force: true })
})

const SPEC = { format: 'gif', width: 64, height: 32, fit: 'letterbox', depth: 'full' }

const postTest = (store: ServerProcess, body: Record<string, unknown>) =>
  fetch(`${store.url}/api/converter-test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** `npm run worker` on the store's database and files, stopped when the file's tests end. */
async function worker(env: Record<string, string>) {
  const started = await startWorker(env)
  cleanups.push(async () => {
    if (started.child.exitCode !== null) return
    const exited = once(started.child, 'exit')
    process.kill(-(started.child.pid ?? 0), 'SIGTERM')
    await exited
  })
  return started
}

describe.runIf(adminUrl)(
  'an API instance that runs no ffmpeg, beside `npm run worker` (issue 24)',
  { timeout: 120_000 },
  () => {
    it("answers the converter test with a file the worker made, and a visitor who leaves stops the worker's ffmpeg", async () => {
      const database = await createPostgresDatabase(adminUrl ?? '')
      cleanups.push(database.drop)
      const apiFfmpeg = gatedFfmpeg()
      const workerFfmpeg = gatedFfmpeg()
      cleanups.push(apiFfmpeg.remove, workerFfmpeg.remove)
      apiFfmpeg.open()
      const shared = {
        DATABASE_URL: database.url,
        DATA_DIR: path.join(scratch, 'data'),
        QUEUE_POLL_INTERVAL_SECONDS: '5',
      }
      const store = await startServer({
        ...shared,
        FFMPEG_PATH: apiFfmpeg.file,
        WORKER_CONCURRENCY: '0',
        CONVERTER_TEST_WORKERS: '0',
      })
      cleanups.push(() => store.stop())

      // Nobody to convert: the visitor is told to come back, after the wait they were promised.
      const alone = await postTest(store, SPEC)
      expect(alone.status).toBe(429)
      expect(((await alone.json()) as { message: string }).message).toBe(
        CONVERTER_TEST_BUSY_MESSAGE,
      )

      await worker({ ...shared, FFMPEG_PATH: workerFfmpeg.file, WORKER_CONCURRENCY: '1' })
      const leaving = http.request(`${store.url}/api/converter-test`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      })
      leaving.on('error', () => undefined)
      leaving.end(JSON.stringify({ ...SPEC, width: 48 }))
      // Taken at once (announced, not waiting for the worker's 5-s poll), held by the gate.
      await until(() => workerFfmpeg.started() === 1, 4000)
      const [pid] = workerFfmpeg.pids()
      expect(existsSync(`/proc/${pid}`)).toBe(true)
      leaving.destroy()
      await until(() => !existsSync(`/proc/${pid}`))

      workerFfmpeg.open()
      const answer = await postTest(store, SPEC)
      const body = (await answer.json()) as { cached: boolean; probe: object; url: string }
      expect(answer.status, JSON.stringify(body)).toBe(200)
      expect(body).toMatchObject({ cached: false, probe: { width: 64, height: 32, codec: 'gif' } })
      // The link names PUBLIC_URL's origin; the store listens on a port of its own here.
      const link = new URL(body.url)
      const file = await fetch(`${store.url}${link.pathname}${link.search}`)
      expect(file.status).toBe(200)
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 6)
          .toString(),
      ).toBe('GIF89a')
      expect(workerFfmpeg.started()).toBe(2)
      expect(apiFfmpeg.started()).toBe(0)
    })
  },
)
