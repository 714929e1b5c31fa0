import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { convertingEnv, PRO, queueConversion, sizes } from '../helpers/converting-store.ts'
import { waitForReady } from '../helpers/draining-requests.ts'
import {
  eventually,
  killMarked,
  leftAfterExit,
  MARK,
  markedFfmpeg,
} from '../helpers/marked-processes.ts'
import { bearer } from '../helpers/oidc-flow.ts'
import { signInOverHttp } from '../helpers/remote-sign-in.ts'
import { exitWithin, STOP_WITHIN_MS, startServer, startWorker } from '../helpers/server-process.ts'
import { createPostgresDatabase } from '../helpers/test-database.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-worker-stop-'))
const marks: string[] = []

afterEach(() => {
  for (const mark of marks.splice(0)) killMarked(mark)
})

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

/** The store's API alone (no workers) on a new PostgreSQL database, and a signed-in customer. */
async function apiOnly(storeEnv: Record<string, string>) {
  const database = await createPostgresDatabase(adminUrl ?? '')
  const store = await startServer({
    ...storeEnv,
    DATABASE_URL: database.url,
    WORKER_CONCURRENCY: '0',
  })
  const tokens = await signInOverHttp(store.url, PRO.email, PRO.password)
  return { database, store, tokens }
}

/** `npm run worker` with the slow ffmpeg, once `count` of its ffmpeg are converting. */
async function slowWorker(env: Record<string, string>, mark: string, count: number, name: string) {
  const worker = await startWorker({ ...env, DATA_DIR: path.join(scratch, name) })
  expect(await eventually(() => markedFfmpeg(mark).length === count, 30_000)).toBe(true)
  return worker
}

// Each step has its own bound (a start, 30 s for ffmpeg to begin, STOP_WITHIN_MS per stop, 60 s
// per download), so the step that stalls says so; their sum on a loaded runner passed 150 s once.
describe.runIf(adminUrl)(
  'stopping `npm run worker` while it converts',
  { timeout: 300_000 },
  () => {
    it('on SIGTERM to its process group, ends its ffmpeg, exits 0, and the next worker does each job once more', async () => {
      const { mark, env } = convertingEnv(scratch, 'drained')
      marks.push(mark)
      const { FFMPEG_PATH: _slow, [MARK]: _mark, ...storeEnv } = env
      const { database, store, tokens } = await apiOnly(storeEnv)
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      try {
        const ids: string[] = []
        for (const size of sizes(2)) ids.push(await queueConversion(store.url, tokens, size))
        const worker = await slowWorker(
          { ...env, DATABASE_URL: database.url },
          mark,
          2,
          'drained-a',
        )
        process.kill(-(worker.child.pid ?? 0), 'SIGTERM')
        const code = await exitWithin(worker.child, STOP_WITHIN_MS, 'the worker', worker.output)
        expect(code, worker.output()).toBe(0)
        expect(await leftAfterExit(mark)).toEqual([])

        const next = await startWorker({
          ...storeEnv,
          DATA_DIR: path.join(scratch, 'drained-b'),
          DATABASE_URL: database.url,
        })
        try {
          for (const id of ids) {
            expect((await waitForReady(store.url, tokens, id)).status).toBe('ready')
          }
        } finally {
          next.child.kill('SIGTERM')
          await exitWithin(next.child, STOP_WITHIN_MS, 'the next worker', next.output)
        }
        // The try cut off by the stop was spent, and only that one: each job ran twice in all.
        const jobs = await client.query(
          "select retry_count from pgboss.job where name = 'conversion' order by created_on",
        )
        expect(jobs.rows.map((row) => row.retry_count)).toEqual([1, 1])
        const me = (await (
          await fetch(`${store.url}/api/me`, { headers: bearer(tokens) })
        ).json()) as { subscription: { remaining_total_orders: number } }
        expect(me.subscription.remaining_total_orders).toBe(8 - ids.length)
      } finally {
        await client.end()
        await store.stop()
        await database.drop()
      }
    })

    it('leaves no ffmpeg running when its whole process group is killed outright', async () => {
      const { mark, env } = convertingEnv(scratch, 'killed')
      marks.push(mark)
      const { FFMPEG_PATH: _slow, [MARK]: _mark, ...storeEnv } = env
      const { database, store, tokens } = await apiOnly(storeEnv)
      try {
        for (const size of sizes(2)) await queueConversion(store.url, tokens, size)
        const worker = await slowWorker({ ...env, DATABASE_URL: database.url }, mark, 2, 'killed-a')
        const exited = once(worker.child, 'exit')
        process.kill(-(worker.child.pid ?? 0), 'SIGKILL')
        await exited
        expect(await leftAfterExit(mark)).toEqual([])
      } finally {
        await store.stop()
        await database.drop()
      }
    })
  },
)
