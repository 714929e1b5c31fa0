import { type BackendProfile, PgBoss, type Queue } from 'pg-boss'
import type { Transaction } from '../../db/client.ts'
import { type QueueDb, transactionQueueDb } from '../../db/queue-db.ts'

export const CONVERSION_QUEUE = 'conversion'
/** Where pg-boss moves a conversion whose tries (or time) ran out, so its credit comes back. */
export const CONVERSION_GAVE_UP_QUEUE = 'conversion-gave-up'
/**
 * The converter test's sample conversions: the same jobs table and workers' code as downloads,
 * with places of their own (a visitor waits for the answer, so a sample never waits behind
 * minutes of downloads), and no retry (the visitor is told to come back instead).
 */
export const SAMPLE_QUEUE = 'conversion-sample'

/**
 * A worker running a conversion or media job tells the database it is alive every
 * HEARTBEAT_REFRESH_SECONDS; a try whose worker has been silent for HEARTBEAT_SECONDS (killed,
 * out of memory, its machine gone) is failed and retried by the supervisor of any instance,
 * which looks every SUPERVISE_SECONDS. So a lost worker's job starts again within
 * HEARTBEAT_SECONDS + SUPERVISE_SECONDS + a poll (about 32 s), while a healthy conversion of
 * any length keeps its job: four heartbeats may go missing before it is given up.
 */
export const HEARTBEAT_SECONDS = 20
export const HEARTBEAT_REFRESH_SECONDS = 5
const SUPERVISE_SECONDS = 10

/**
 * One download to convert, and the source its request resolved (the download service's
 * SourceClip), which the worker converts. Jobs queued before the source travelled have none.
 */
export interface ConversionJob<Source = unknown, Personal = unknown> {
  downloadId: string
  source?: Source
  /** A personalised clip's fields and texts as asked for (absent: the clip as it is). */
  personalization?: Personal
}

export interface QueueSettings {
  retryLimit: number
  /** The most one try may take, ffmpeg's time limit included. */
  timeoutMs: number
  pollIntervalSeconds: number
  /** Which database pg-boss runs on: the embedded one is a single connection. */
  backend: Extract<BackendProfile, 'postgres' | 'pglite'>
}

/** Seconds pg-boss lets a try run before it fails it: ffmpeg's own limit plus the upload. */
export const expireInSeconds = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) + 60

/**
 * Starts pg-boss on the app's database and makes sure the conversion queues exist. A store's
 * pg-boss 10 tables, which pg-boss 12 cannot migrate, are set aside before this and their
 * jobs carried over after it (pg-boss-10.ts), under the store's start-up lock.
 */
export async function startQueue(
  db: QueueDb,
  settings: QueueSettings,
  onError: (error: unknown) => void,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db,
    backend: settings.backend,
    schedule: false,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    // No flows and no reader of the instance registry here: their polls would only take
    // turns on the embedded database's one connection.
    flowIntervalSeconds: 3600,
    registerInstance: false,
  })
  // From the start: its timers report through it, and an error event nobody hears throws.
  boss.on('error', onError)
  await boss.start()
  try {
    await ensureQueues(boss, settings)
  } catch (error) {
    await boss.stop({ graceful: false })
    throw error
  }
  return boss
}

async function ensureQueues(boss: PgBoss, settings: QueueSettings) {
  await ensureQueue(boss, CONVERSION_GAVE_UP_QUEUE, {})
  await ensureQueue(boss, SAMPLE_QUEUE, {
    retryLimit: 0,
    expireInSeconds: expireInSeconds(settings.timeoutMs),
  })
  await ensureQueue(boss, CONVERSION_QUEUE, {
    retryLimit: settings.retryLimit,
    retryDelay: 1,
    expireInSeconds: expireInSeconds(settings.timeoutMs),
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deadLetter: CONVERSION_GAVE_UP_QUEUE,
  })
}

/** Creates the queue, or brings an existing one (made by an older store) to these options. */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<Queue, 'name'>) {
  if (await boss.getQueue(name)) {
    // pg-boss refuses an update that changes nothing.
    if (Object.keys(options).length > 0) await boss.updateQueue(name, options)
    return
  }
  try {
    await boss.createQueue(name, options)
  } catch (error) {
    // Another instance starting at the same moment made it first.
    if (!(await boss.getQueue(name))) throw error
  }
}

/** Queues a conversion in the caller's transaction: committed with it or not at all. */
export async function enqueueConversion<Source>(
  boss: PgBoss,
  tx: Transaction,
  job: ConversionJob<Source>,
): Promise<string> {
  const id = await boss.send(CONVERSION_QUEUE, job, { db: transactionQueueDb(tx) })
  if (!id) throw new Error('the conversion job was not queued')
  return id
}
