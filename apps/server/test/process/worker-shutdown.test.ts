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
  MARK,
  markedFfmpeg,
  markedProcesses,
} from '../helpers/marked-processes.ts'
import { bearer } from '../helpers/oidc-flow.ts'
import { signInOverHttp } from '../helpers/remote-sign-in.ts'
import { startServer, startWorker } from '../helpers/server-process.ts'
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

describe.runIf(adminUrl)(
  'stopping `npm run worker` while it converts',
  { timeout: 150_000 },
  () => {
    it('on SIGTERM to its process group, ends its ffmpeg, exits 0, and the next worker finishes each job once', async () => {
      const database = await createPostgresDatabase(adminUrl ?? '')
      const { mark, env } = convertingEnv(scratch, 'worker')
      marks.push(mark)
      const { FFMPEG_PATH: _slow, [MARK]: _mark, ...storeEnv } = env
      const store = await startServer({
        ...storeEnv,
        DATABASE_URL: database.url,
        WORKER_CONCURRENCY: '0',
      })
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      try {
        const tokens = await signInOverHttp(store.url, PRO.email, PRO.password)
        const ids: string[] = []
        for (const size of sizes(2)) ids.push(await queueConversion(store.url, tokens, size))

        const worker = await startWorker({
          ...env,
          DATA_DIR: path.join(scratch, 'worker-a'),
          DATABASE_URL: database.url,
        })
        expect(await eventually(() => markedFfmpeg(mark).length === 2, 30_000)).toBe(true)
        const exited = once(worker.child, 'exit')
        process.kill(-(worker.child.pid ?? 0), 'SIGTERM')
        const [code] = await exited
        expect(code, worker.output()).toBe(0)
        await eventually(() => markedProcesses(mark).length === 0, 5_000)
        expect(markedProcesses(mark).map((process) => process.name)).toEqual([])

        const next = await startWorker({
          ...storeEnv,
          DATA_DIR: path.join(scratch, 'worker-b'),
          DATABASE_URL: database.url,
        })
        try {
          for (const id of ids)
            expect((await waitForReady(store.url, tokens, id)).status).toBe('ready')
        } finally {
          next.child.kill('SIGTERM')
          await once(next.child, 'exit')
        }
        // The try cut off by the stop was spent, and only that one: each job ran twice in all.
        const jobs = await client.query(
          "select retry_count from pgboss.job where name = 'conversion' order by created_on",
        )
        expect(jobs.rows.map((row) => row.retry_count)).toEqual([1, 1])
        const me = (await (
          await fetch(`${store.url}/api/me`, { headers: bearer(tokens) })
        ).json()) as {
          subscription: { remaining_total_orders: number }
        }
        expect(me.subscription.remaining_total_orders).toBe(8 - ids.length)
      } finally {
        await client.end()
        await store.stop()
        await database.drop()
      }
    })
  },
)
