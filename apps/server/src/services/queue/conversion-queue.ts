import PgBoss from 'pg-boss'
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
 * One download to convert, and the source its request resolved (the download service's
 * SourceClip), which the worker converts. Jobs queued before the source travelled have none.
 */
export interface ConversionJob<Source = unknown> {
  downloadId: string
  source?: Source
}

export interface QueueSettings {
  retryLimit: number
  /** The most one try may take, ffmpeg's time limit included. */
  timeoutMs: number
  pollIntervalSeconds: number
}

/** Seconds pg-boss lets a try run before it fails it: ffmpeg's own limit plus the upload. */
const expireInSeconds = (settings: QueueSettings) => Math.ceil(settings.timeoutMs / 1000) + 60

/** Starts pg-boss on the app's database and makes sure the conversion queues exist. */
export async function startQueue(db: QueueDb, settings: QueueSettings): Promise<PgBoss> {
  const boss = new PgBoss({
    db,
    schedule: false,
    pollingIntervalSeconds: settings.pollIntervalSeconds,
  })
  await boss.start()
  await ensureQueue(boss, CONVERSION_GAVE_UP_QUEUE, {})
  await ensureQueue(boss, SAMPLE_QUEUE, {
    retryLimit: 0,
    expireInSeconds: expireInSeconds(settings),
  })
  await ensureQueue(boss, CONVERSION_QUEUE, {
    retryLimit: settings.retryLimit,
    retryDelay: 1,
    expireInSeconds: expireInSeconds(settings),
    deadLetter: CONVERSION_GAVE_UP_QUEUE,
  })
  return boss
}

export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  const queue = { name, ...options }
  if (await boss.getQueue(name)) {
    await boss.updateQueue(name, queue)
    return
  }
  try {
    await boss.createQueue(name, queue)
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
