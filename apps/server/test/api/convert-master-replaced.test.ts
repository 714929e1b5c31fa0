import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import type S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config/config.ts'
import { downloads, products, renditions } from '../../src/db/schema.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { mediaKey } from '../../src/services/media/media-context.ts'
import type { LocalStore } from '../../src/services/storage/local-store.ts'
import { buildWorker } from '../../src/worker-app.ts'
import { convert, grantPurchase, waitForDownload } from '../helpers/downloads.ts'
import { signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { count } from '../helpers/payments.ts'
import { startS3Bucket } from '../helpers/s3-bucket.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * The source a download request resolved is the one its job converts: a clip's master
 * replaced while the job waits does not slip into the file delivered under the old version.
 * Run with the local store and with S3 (s3rver), whose masters the worker reads through its
 * object cache.
 */
const run = promisify(execFile)
const PRO = 'pro@marquee.local'
const PRODUCT = 2
const SPEC = { format: 'mp4', width: 64, height: 32, fit: 'letterbox', depth: 'full' }
const OLD = { version: 'a1a1a1a1a1a1a1a1', seconds: 1 }
const NEW = { version: 'b2b2b2b2b2b2b2b2', seconds: 3 }

let testApp: TestApp
let pro: Tokens
let scratch: string
let s3: S3rver | undefined
/** The storage settings the worker shares with the app: S3's, or the local store's DATA_DIR. */
let storage: Record<string, string>

const STORES = ['local', 'S3'] as const

afterAll(async () => {
  await testApp?.close()
  await s3?.close()
  await rm(scratch, { recursive: true, force: true })
})

async function open(kind: (typeof STORES)[number]) {
  await testApp?.close()
  scratch ??= await mkdtemp(path.join(tmpdir(), 'marquee-master-replaced-'))
  storage = {}
  if (kind === 'S3') {
    const bucket = await startS3Bucket(path.join(scratch, 's3'), 'marquee-masters')
    s3 = bucket.server
    storage = bucket.env
  }
  testApp = await createTestApp({
    WORKER_CONCURRENCY: '0',
    QUEUE_POLL_INTERVAL_SECONDS: '0.5',
    ...storage,
  })
  if (kind === 'local') {
    storage = { DATA_DIR: path.dirname((testApp.app.store as LocalStore).root) }
  }
  pro = await signIn(testApp.app, PRO, DEMO_PASSWORD)
  await grantPurchase(testApp.database.db, PRO, PRODUCT)
}

/** Stores a master of `seconds` and makes it the clip's source, as the media job's last step does. */
async function useMaster({ version, seconds }: { version: string; seconds: number }) {
  const file = path.join(scratch, `${version}.mp4`)
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=128x64:rate=25'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    file,
  ])
  const masterKey = mediaKey(PRODUCT, version, 'master')
  await testApp.app.store.put(masterKey, file, 'video/mp4')
  await testApp.database.db
    .update(products)
    .set({ masterKey, masterVersion: version })
    .where(eq(products.id, PRODUCT))
}

/** The seconds of the file a ready download's link delivers (this server's, or the bucket's). */
async function deliveredSeconds(url: string): Promise<number> {
  const bytes = storage.S3_BUCKET
    ? Buffer.from(await (await fetch(url)).arrayBuffer())
    : (await testApp.app.inject(new URL(url).pathname + new URL(url).search)).rawPayload
  const file = path.join(scratch, `delivered-${Date.now()}.mp4`)
  await writeFile(file, bytes)
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
  ])
  return Number(stdout.trim())
}

/** A worker process's app on the same database and storage, until `body` is done. */
async function withWorker(body: () => Promise<void>) {
  const config = loadConfig({
    DATA_DIR: await mkdtemp(path.join(scratch, 'worker-')),
    ...storage,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WORKER_CONCURRENCY: '1',
    QUEUE_POLL_INTERVAL_SECONDS: '0.5',
  })
  const worker = await buildWorker({ config, database: testApp.database })
  try {
    await body()
  } finally {
    await worker.close()
  }
}

describe.each(STORES)("a clip's master replaced while its download waits (%s store)", (kind) => {
  beforeAll(() => open(kind))

  it('delivers the version the download recorded, converted from that master', async () => {
    await useMaster(OLD)
    const accepted = await convert(testApp.app, pro, { productId: PRODUCT, ...SPEC })
    expect(accepted.statusCode, accepted.body).toBe(202)
    const { downloadId } = accepted.json()
    await useMaster(NEW)

    await withWorker(async () => {
      const download = await waitForDownload(testApp.app, pro, downloadId, 60_000)
      expect(download.status).toBe('ready')
      expect(await deliveredSeconds(download.url ?? '')).toBeLessThan(2)
    })
    const [row] = await testApp.database.db
      .select({ version: downloads.sourceVersion, made: renditions.sourceVersion })
      .from(downloads)
      .innerJoin(renditions, eq(renditions.id, downloads.renditionId))
      .where(eq(downloads.id, downloadId))
    expect(row).toEqual({ version: OLD.version, made: OLD.version })
  })

  it('still converts a job queued before jobs carried their source, from the clip as it is', async () => {
    await useMaster(NEW)
    const accepted = await convert(testApp.app, pro, { productId: PRODUCT, ...SPEC, width: 48 })
    expect(accepted.statusCode, accepted.body).toBe(202)
    const waiting = "name = 'conversion' and state = 'created'"
    expect(await count(testApp.database.db, 'pgboss.job', waiting)).toBe(1)
    await testApp.database.db.execute(
      sql.raw(`update pgboss.job set data = data - 'source' where ${waiting}`),
    )
    expect(
      await count(testApp.database.db, 'pgboss.job', `${waiting} and data->'source' is not null`),
    ).toBe(0)
    await withWorker(async () => {
      const download = await waitForDownload(testApp.app, pro, accepted.json().downloadId, 60_000)
      expect(download.status).toBe('ready')
      expect(await deliveredSeconds(download.url ?? '')).toBeGreaterThan(2)
    })
  })
})
