import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { halfSentPost } from '../helpers/draining-requests.ts'
import { eventually } from '../helpers/marked-processes.ts'
import { seededDataDir } from '../helpers/seeded-data-dir.ts'
import { startServer } from '../helpers/server-process.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-drain-'))

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

const statusOf = (url: string) =>
  fetch(url).then(
    async (response) => ({ code: response.status, body: await response.text() }),
    () => ({ code: 0, body: 'refused' }),
  )

describe('the store stopping behind a balancer', { timeout: 240_000 }, () => {
  it('answers /readyz 503 from SIGTERM on, still serving and finishing requests, then exits 0', async () => {
    const store = await startServer({
      DATA_DIR: seededDataDir(path.join(scratch, 'data')),
      NODE_ENV: 'test',
      WEB_DIST_DIR: path.join(scratch, 'no-web-build'),
      DRAIN_NOTICE_MS: '15000',
      SHUTDOWN_TIMEOUT_MS: '60000',
    })
    try {
      expect((await statusOf(`${store.url}/readyz`)).code).toBe(200)
      const inFlight = await halfSentPost(`${store.url}/api/contact`, {
        name: 'Ada Buyer',
        email: 'ada@example.com',
        subject: 'Opening hours',
        message: 'Can you add our opening hours to the clip?',
      })

      store.child.kill('SIGTERM')
      expect(
        await eventually(async () => (await statusOf(`${store.url}/readyz`)).code !== 200, 10_000),
      ).toBe(true)
      expect(await statusOf(`${store.url}/readyz`)).toEqual({
        code: 503,
        body: JSON.stringify({ status: 'draining' }),
      })
      // Alive, and still serving what the balancer sent before it noticed.
      expect((await statusOf(`${store.url}/healthz`)).code).toBe(200)
      expect((await statusOf(`${store.url}/api/plans`)).code).toBe(200)
      expect((await inFlight.finish()).status).toBe(201)

      const [code] = await once(store.child, 'exit')
      expect(code, store.output()).toBe(0)
    } finally {
      await store.stop()
    }
  })
})
