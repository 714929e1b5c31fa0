import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { conversionRetryMessage, type Download } from '@marquee/core'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { followEvents } from '../helpers/download-events.ts'
import { waitForReady } from '../helpers/draining-requests.ts'
import {
  eventually,
  killMarked,
  leftAfterExit,
  MARK,
  markedFfmpeg,
  slowFfmpeg,
} from '../helpers/marked-processes.ts'
import { bearer, TEST_SITE } from '../helpers/oidc-flow.ts'
import { signInOverHttp } from '../helpers/remote-sign-in.ts'
import { startServer, startWorker } from '../helpers/server-process.ts'
import { createPostgresDatabase } from '../helpers/test-database.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-lost-worker-'))
const marks: string[] = []
const PRO = { email: 'pro@marquee.local', password: 'marquee-demo-2026' }
/** A conversion of some seconds on the worker that takes it over. */
const SPEC = {
  productId: 1,
  format: 'mp4',
  width: 640,
  height: 320,
  fit: 'letterbox',
  depth: 'full',
}

afterEach(() => {
  for (const mark of marks.splice(0)) killMarked(mark)
})

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

/** When the worker's log says it started try `attempt` of a conversion (pino's epoch ms). */
function startedAt(output: string, attempt: number): number | null {
  for (const line of output.split('\n')) {
    if (!line.includes('"conversion started"')) continue
    const entry = JSON.parse(line) as { time: number; try: number }
    if (entry.try === attempt) return entry.time
  }
  return null
}

describe.runIf(adminUrl)('a worker killed mid-conversion (issue 24)', { timeout: 180_000 }, () => {
  it('is replaced within a minute: the job runs once more, spends once, mails once, leaves no ffmpeg, and the customer is told it is retrying', async () => {
    const database = await createPostgresDatabase(adminUrl ?? '')
    const shared = {
      DATABASE_URL: database.url,
      PUBLIC_URL: TEST_SITE.origin,
      CONVERSION_THREADS: '1',
      QUEUE_POLL_INTERVAL_SECONDS: '1',
    }
    const store = await startServer({
      ...shared,
      DATA_DIR: path.join(scratch, 'api'),
      WORKER_CONCURRENCY: '0',
      CONVERTER_TEST_WORKERS: '0',
    })
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const lostMark = crypto.randomUUID()
    marks.push(lostMark)
    const lost = await startWorker({
      ...shared,
      DATA_DIR: path.join(scratch, 'lost'),
      WORKER_CONCURRENCY: '1',
      // Its conversion outlasts the test: only another worker can finish the download.
      FFMPEG_PATH: slowFfmpeg(path.join(scratch, 'slow-bin')),
      [MARK]: lostMark,
    })
    let next: Awaited<ReturnType<typeof startWorker>> | undefined
    try {
      const tokens = await signInOverHttp(store.url, PRO.email, PRO.password)
      const response = await fetch(`${store.url}/api/convert`, {
        method: 'POST',
        headers: { ...bearer(tokens), 'content-type': 'application/json' },
        body: JSON.stringify(SPEC),
      })
      expect(response.status).toBe(202)
      const { downloadId } = (await response.json()) as { downloadId: string }
      const events = followEvents(store.url, tokens, downloadId)
      const converting = await eventually(() => markedFfmpeg(lostMark).length === 1, 60_000)
      expect(converting, lost.output()).toBe(true)
      // Mid-way: its ffmpeg has run a while and its heartbeat has told the database so.
      await new Promise((resolve) => setTimeout(resolve, 6000))
      const before = (await (
        await fetch(`${store.url}/api/downloads/${downloadId}`, { headers: bearer(tokens) })
      ).json()) as Download
      expect(before).toMatchObject({ status: 'converting', attempt: 1, message: null })
      next = await startWorker({ ...shared, DATA_DIR: path.join(scratch, 'next') })

      const exited = once(lost.child, 'exit')
      const killedAt = Date.now()
      process.kill(-(lost.child.pid ?? 0), 'SIGKILL')
      await exited
      const download = await waitForReady(store.url, tokens, downloadId)
      const readyAt = Date.now()
      expect(download.status, next.output()).toBe('ready')
      expect(readyAt - killedAt).toBeLessThan(60_000)
      const pickedUpAt = startedAt(next.output(), 2)
      expect(pickedUpAt, next.output()).not.toBeNull()
      console.info(
        `lost worker: picked up ${(((pickedUpAt ?? 0) - killedAt) / 1000).toFixed(1)} s and ready ${((readyAt - killedAt) / 1000).toFixed(1)} s after the kill`,
      )

      expect(await leftAfterExit(lostMark)).toEqual([])
      const seen = await events.stop()
      expect(seen.map((event) => event.message)).toContain(conversionRetryMessage(2, 3))
      expect(seen.at(-1)?.status).toBe('ready')
      const renditions = await client.query(
        'select count(*)::int as count from renditions where width = $1 and height = $2 and format = $3',
        [SPEC.width, SPEC.height, SPEC.format],
      )
      expect(renditions.rows[0].count).toBe(1)
      const letters = await client.query(
        "select count(*)::int as count from mail_outbox where to_address = $1 and letter->>'template' = 'download-ready'",
        [PRO.email],
      )
      expect(letters.rows[0].count).toBe(1)
      const me = (await (
        await fetch(`${store.url}/api/me`, { headers: bearer(tokens) })
      ).json()) as { subscription: { remaining_total_orders: number } }
      expect(me.subscription.remaining_total_orders).toBe(8 - 1)
    } finally {
      if (next && next.child.exitCode === null) {
        const stopped = once(next.child, 'exit')
        process.kill(-(next.child.pid ?? 0), 'SIGTERM')
        await stopped
      }
      await client.end()
      await store.stop()
      await database.drop()
    }
  })
})
