import type { ConversionSpec } from '@marquee/core'
import { sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import type { ConversionErrorKind } from '../conversion/index.ts'

/** Carries the converter test's job news between the API and the workers, on any instance. */
export const SAMPLE_CHANNEL = 'marquee_converter_test'

/** An anonymous test converts at most the sample's first seconds (the seed clips are 4 s). */
export const SAMPLE_SECONDS = 4
/** The longest a test waits for a place and for memory: the visitor is told to come back. */
export const SAMPLE_WAIT_MS = 15_000
/** The longest its ffmpeg may run; with the wait it stays inside a request's time limit. */
export const SAMPLE_TIMEOUT_MS = 40_000

/**
 * How long after its waitUntil a job no worker has taken is turned away: the place its
 * request waited for was free, so a worker of this instance takes it at once.
 */
export const SAMPLE_PICKUP_GRACE_MS = 2000

/** A converter test on the queue: what to make, and until when its visitor waits. */
export interface SampleJob {
  spec: ConversionSpec
  /**
   * Epoch ms: the end of the visitor's wait for memory (what was left of SAMPLE_WAIT_MS when
   * the request got its place). A job still not taken SAMPLE_PICKUP_GRACE_MS after it is
   * turned away, as its visitor has been.
   */
  waitUntil: number
}

/** How a sample job ended; the worker announces it and pg-boss keeps it as the job's output. */
export type SampleOutcome =
  | {
      kind: 'made' | 'found'
      renditionId: string
      productId: number
      slug: string
      title: string
    }
  | { kind: 'busy' }
  | { kind: 'no-sample' }
  | { kind: 'failed'; error: ConversionErrorKind; message: string }
  | { kind: 'error'; message: string }

export type SampleMessage =
  | { id: string; event: 'queued' | 'cancel' }
  | { id: string; event: 'ended'; outcome: SampleOutcome }

/** Tells every instance listening on SAMPLE_CHANNEL; in a transaction, once it commits. */
export async function announce(db: Database | Transaction, message: SampleMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${SAMPLE_CHANNEL}, ${JSON.stringify(message)})`)
}
