import { randomUUID } from 'node:crypto'
import type { ConversionSpec, ConverterTestResult } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { transactionQueueDb } from '../../db/queue-db.ts'
import { renditions } from '../../db/schema.ts'
import { badRequest } from '../../http-error.ts'
import { type BoundedPool, PoolBusyError } from '../conversion/bounded-pool.ts'
import { ConversionError } from '../conversion/index.ts'
import type { OutputFacts } from '../conversion/output-facts.ts'
import { SAMPLE_QUEUE } from '../queue/conversion-queue.ts'
import { downloadLink } from './download-link.ts'
import type { DownloadsContext } from './downloads-context.ts'
import {
  announce,
  SAMPLE_PICKUP_GRACE_MS,
  SAMPLE_TIMEOUT_MS,
  SAMPLE_WAIT_MS,
  type SampleJob,
  type SampleOutcome,
} from './sample-job.ts'
import type { SampleNews } from './sample-news.ts'
import { needsPoster, posterKey } from './sample-poster.ts'

export interface SampleLimits {
  /** Converter tests of this instance under way at once, and the short line waiting for them. */
  pool: BoundedPool
  /** The visitor left: stop waiting, and cancel the job (its worker stops its ffmpeg). */
  signal?: AbortSignal
}

/** Past the conversion's own limits, a job no worker reported on is given up (a lost worker). */
const GIVE_UP_AFTER_MS = SAMPLE_TIMEOUT_MS + 30_000

/**
 * Converts the sample clip at `spec` (or finds it made before) on the conversion queue and
 * describes the result. The job takes a place in `limits.pool`, then a worker (of this or any
 * instance) takes it; the wait for both, and for memory, is SAMPLE_WAIT_MS in all, else
 * PoolBusyError.
 */
export async function convertSample(
  context: DownloadsContext,
  news: SampleNews,
  spec: ConversionSpec,
  { pool, signal }: SampleLimits,
): Promise<ConverterTestResult> {
  const started = performance.now()
  const outcome = await pool.run(
    1,
    () => {
      const left = Math.max(0, SAMPLE_WAIT_MS - (performance.now() - started))
      return sampleOnQueue(context, news, { spec, waitUntil: Date.now() + left }, signal)
    },
    { waitMs: SAMPLE_WAIT_MS, ...(signal ? { signal } : {}) },
  )
  return answer(context, spec, outcome)
}

async function answer(
  context: DownloadsContext,
  spec: ConversionSpec,
  outcome: SampleOutcome,
): Promise<ConverterTestResult> {
  if (outcome.kind === 'busy') throw new PoolBusyError('no converter-test place came free')
  if (outcome.kind === 'no-sample') throw badRequest('The store has no sample clip to convert')
  if (outcome.kind === 'failed') throw new ConversionError(outcome.error, outcome.message)
  if (outcome.kind === 'error') throw new Error(outcome.message)
  const [rendition] = await context.db
    .select()
    .from(renditions)
    .where(eq(renditions.id, outcome.renditionId))
  if (!rendition) throw new Error('the converter test rendition is gone')
  const facts = rendition.facts as OutputFacts
  const found = outcome.kind === 'found'
  const link = await downloadLink(context, rendition.storageKey, outcome, spec)
  return {
    ...link,
    posterUrl: await posterUrl(context, rendition.storageKey, link.filename, spec),
    elapsedMs: found ? 0 : rendition.elapsedMs,
    cached: found,
    bytes: rendition.bytes,
    probe: {
      width: facts.width,
      height: facts.height,
      codec: facts.codec,
      pixFmt: facts.pixFmt,
      fps: facts.fps,
      durationSeconds: facts.durationSeconds,
      frames: facts.frames,
    },
    sample: { productId: outcome.productId, productTitle: outcome.title },
  }
}

/** A link to the first frame of a file the browser cannot play, when its worker made one. */
async function posterUrl(
  context: DownloadsContext,
  storageKey: string,
  filename: string,
  spec: ConversionSpec,
): Promise<string | null> {
  if (!needsPoster(spec.format)) return null
  const key = posterKey(storageKey)
  if (!(await context.store.exists(key))) return null
  return context.store.downloadUrl(key, `${filename}.png`, context.urlTtlSeconds)
}

/**
 * Queues the job, announced to every instance's workers, and resolves with its outcome when
 * its worker announces it: no polling. A notification possibly missed makes it read the job
 * once; a job not started by its waitUntil, or never reported on, is cancelled.
 */
function sampleOnQueue(
  context: DownloadsContext,
  news: SampleNews,
  job: SampleJob,
  signal: AbortSignal | undefined,
): Promise<SampleOutcome> {
  const { boss, db } = context
  const id = randomUUID()
  const cancel = async () => {
    await boss.cancel(SAMPLE_QUEUE, id)
    await announce(db, { id, event: 'cancel' })
  }
  return new Promise<SampleOutcome>((resolve, reject) => {
    const timers: NodeJS.Timeout[] = []
    let settled = false
    const settle = (end: () => void) => {
      if (settled) return
      settled = true
      unfollow()
      for (const timer of timers) clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      end()
    }
    const fail = (error: unknown) => settle(() => reject(error))
    /** Reads the job when its news may have been missed; `giveUp`: no end is coming now. */
    const check = async (giveUp: (state: string | undefined) => boolean) => {
      const now = await boss.getJobById<SampleJob>(SAMPLE_QUEUE, id)
      if (now?.state === 'completed') settle(() => resolve(now.output as SampleOutcome))
      else if (now?.state === 'failed') settle(() => resolve({ kind: 'busy' }))
      else if (giveUp(now?.state)) {
        await cancel()
        settle(() => resolve({ kind: 'busy' }))
      }
    }
    const unfollow = news.follow(id, (message) => {
      if (message === undefined) check(() => false).catch(fail)
      else if (message.event === 'ended') settle(() => resolve(message.outcome))
    })
    const sent = db.transaction(async (tx) => {
      await boss.send(SAMPLE_QUEUE, job, { id, db: transactionQueueDb(tx) })
      await announce(tx, { id, event: 'queued' })
    })
    sent.catch(fail)
    // Cancelled once it is queued: a cancel before would find nothing, and the job would run.
    const onAbort = () => {
      fail(new ConversionError('aborted', 'the visitor left'))
      sent
        .then(cancel)
        .catch((error: unknown) =>
          context.log.warn({ err: error }, 'could not cancel a converter test'),
        )
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    if (signal?.aborted) return onAbort()
    const untilStart = Math.max(0, job.waitUntil - Date.now()) + SAMPLE_PICKUP_GRACE_MS
    timers.push(
      setTimeout(() => check((state) => state === 'created').catch(fail), untilStart),
      setTimeout(() => check(() => true).catch(fail), untilStart + GIVE_UP_AFTER_MS),
    )
  })
}
