import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CONVERSION_FAILED_MESSAGE } from '@marquee/core'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/config.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import {
  conversionJobs,
  convert,
  creditsOf,
  SMALL_GIF,
  setCredits,
  waitForDownload,
} from '../helpers/downloads.ts'
import { signIn } from '../helpers/oidc-flow.ts'
import { count } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const PRO = 'pro@marquee.local'
const opened: TestApp[] = []

async function open(env: Record<string, string>) {
  const testApp = await createTestApp({ QUEUE_POLL_INTERVAL_SECONDS: '0.5', ...env })
  opened.push(testApp)
  return { testApp, pro: await signIn(testApp.app, PRO, DEMO_PASSWORD) }
}

afterAll(async () => {
  for (const testApp of opened) await testApp.close()
})

/** An ffmpeg that passes the start-up check like the real one and crashes on every conversion. */
function crashingFfmpeg(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-bad-ffmpeg-'))
  const ffmpeg = path.join(dir, 'ffmpeg')
  writeFileSync(
    ffmpeg,
    '#!/bin/sh\ncase "$2" in -version|-encoders|-filters) exec ffmpeg "$@";; esac\necho "boom" >&2\nexit 1\n',
  )
  chmodSync(ffmpeg, 0o755)
  symlinkSync('/usr/bin/ffprobe', path.join(dir, 'ffprobe'))
  return ffmpeg
}

describe('credits under concurrent download requests', () => {
  it('100 requests with 3 credits left: exactly 3 jobs, 3 orders, 3 credits spent', async () => {
    // The credits are what runs out here, not the customer's conversions under way.
    const { testApp, pro } = await open({
      WORKER_CONCURRENCY: '0',
      CONVERSIONS_PER_CUSTOMER: '1000',
    })
    const db = testApp.database.db
    await setCredits(db, PRO, 3)
    const answers = await Promise.all(
      // A hundred different files: the same file again would be free (credit-races below).
      Array.from({ length: 100 }, (_, n) =>
        convert(testApp.app, pro, { productId: 3, ...SMALL_GIF, width: 24 + n }),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 202)).toHaveLength(3)
    expect(codes.filter((code) => code === 402)).toHaveLength(97)
    expect(await conversionJobs(db)).toBe(3)
    expect(
      await count(db, 'orders', `order_status = 'subscription' and user_email = '${PRO}'`),
    ).toBe(3)
    expect(await count(db, 'downloads', `credit_state = 'reserved'`)).toBe(3)
    expect(await creditsOf(db, PRO)).toBe(0)
    // PGlite answers one query at a time: 100 signed-in requests take a while on a busy machine.
  }, 120_000)
})

describe('a conversion that fails', () => {
  it('shows the SPEC message, gives the credit back and cancels its order', async () => {
    const { testApp, pro } = await open({
      WORKER_CONCURRENCY: '1',
      FFMPEG_PATH: crashingFfmpeg(),
      CONVERSION_RETRY_LIMIT: '1',
    })
    const db = testApp.database.db
    const before = await creditsOf(db, PRO)
    const accepted = await convert(testApp.app, pro, { productId: 1, ...SMALL_GIF })
    expect(accepted.statusCode, accepted.body).toBe(202)
    expect(await creditsOf(db, PRO)).toBe(before - 1)
    const download = await waitForDownload(testApp.app, pro, accepted.json().downloadId)
    expect(download).toMatchObject({
      status: 'failed',
      message: CONVERSION_FAILED_MESSAGE,
      url: null,
    })
    expect(await creditsOf(db, PRO)).toBe(before)
    expect(await count(db, 'orders', `order_status = 'cancelled' and user_email = '${PRO}'`)).toBe(
      1,
    )
    expect(await count(db, 'downloads', `credit_state = 'released'`)).toBe(1)
    expect(await count(db, 'licences')).toBe(0)
    expect(await count(db, 'mail_outbox', `subject like 'Your download is ready%'`)).toBe(0)
    // Tried twice (the first try and one retry), then given up.
    expect(await count(db, 'pgboss.job', `name = 'conversion' and retry_count = 1`)).toBe(1)
  })
})

describe('a queued job and a restart', () => {
  it('is done by the next instance when the first closed before a worker took it', async () => {
    const { testApp, pro } = await open({ WORKER_CONCURRENCY: '0' })
    const accepted = await convert(testApp.app, pro, { productId: 4, ...SMALL_GIF })
    expect(accepted.statusCode, accepted.body).toBe(202)
    await testApp.app.close()

    const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-restart-'))
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WORKER_CONCURRENCY: '1',
      QUEUE_POLL_INTERVAL_SECONDS: '0.5',
    })
    const restarted = await buildApp({ config, database: testApp.database })
    try {
      await restarted.ready()
      const download = await waitForDownload(restarted, pro, accepted.json().downloadId)
      expect(download).toMatchObject({ status: 'ready', width: 32, height: 16 })
      expect(await conversionJobs(testApp.database.db)).toBe(1)
    } finally {
      await restarted.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
