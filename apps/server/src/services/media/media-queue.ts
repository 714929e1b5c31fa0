import type { PgBoss } from 'pg-boss'
import type { Transaction } from '../../db/client.ts'
import { transactionQueueDb } from '../../db/queue-db.ts'
import { ensureQueue, expireInSeconds, HEARTBEAT_SECONDS } from '../queue/conversion-queue.ts'

/** Poster, thumbnail and preview of an uploaded master clip (the back office's media jobs). */
export const MEDIA_QUEUE = 'catalogue-media'

export interface MediaJobMessage {
  mediaJobId: string
}

/**
 * Makes sure the media queue exists; a try gets `timeoutMs` per render, and two more tries
 * after it. A master's renders take minutes, so a lost worker's job is retried after its
 * heartbeat stops, as a conversion's is.
 */
export function ensureMediaQueue(boss: PgBoss, timeoutMs: number): Promise<void> {
  return ensureQueue(boss, MEDIA_QUEUE, {
    retryLimit: 2,
    retryDelay: 1,
    expireInSeconds: expireInSeconds(timeoutMs),
    heartbeatSeconds: HEARTBEAT_SECONDS,
  })
}

/** Queues a media job in the caller's transaction: committed with its row or not at all. */
export async function enqueueMediaJob(
  boss: PgBoss,
  tx: Transaction,
  message: MediaJobMessage,
): Promise<void> {
  const id = await boss.send(MEDIA_QUEUE, message, { db: transactionQueueDb(tx) })
  if (!id) throw new Error('the media job was not queued')
}
