import { and, eq, inArray, sql } from 'drizzle-orm'
import type { JobWithMetadata } from 'pg-boss'
import { downloads } from '../../db/schema.ts'
import { ConversionError } from '../conversion/index.ts'
import type { PersonalRender } from '../personalization/personal-render.ts'
import type { ConversionJob } from '../queue/conversion-queue.ts'
import { customSource } from './custom-source.ts'
import { markFailed, markReady } from './download-outcome.ts'
import { specOf } from './download-spec.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { readyLetterOf } from './issue-licence.ts'
import { jobLog } from './job-log.ts'
import { makeRendition } from './make-rendition.ts'
import { progressWriter } from './progress-writer.ts'
import { findRendition } from './renditions.ts'
import { type SourceClip, sourceClip } from './source-clip.ts'

/** Failures another try cannot mend: the same input gives the same answer. */
const FINAL_KINDS = new Set([
  'bad-spec',
  'bad-source',
  'wrong-size',
  'bad-output',
  'too-large',
  'over-budget',
])

/**
 * One try of one conversion job. The download records which try it is (the customer sees a
 * retry as one). A failure is thrown back to pg-boss for another try, unless it was the last
 * try or one no retry can mend: then the download fails here and its credit comes back. A try
 * whose job was taken from it (its heartbeat was missed, so another worker has the next try)
 * stops its ffmpeg and leaves the download to that worker.
 */
export async function runConversion(
  context: DownloadsContext,
  job: JobWithMetadata<ConversionJob<SourceClip, PersonalRender>>,
  stopping: AbortSignal,
): Promise<void> {
  const { downloadId } = job.data
  const { db } = context
  const attempt = job.retryCount + 1
  const attemptsAllowed = job.retryLimit + 1
  const [download] = await db
    .update(downloads)
    .set({ status: 'converting', progress: 0, attempt, attemptsAllowed, updatedAt: sql`now()` })
    .where(and(eq(downloads.id, downloadId), inArray(downloads.status, ['queued', 'converting'])))
    .returning()
  if (!download) return
  const log = jobLog(context.log, { downloadId, spec: specOf(download) })
  log.started(attempt, attemptsAllowed)
  const signal = AbortSignal.any([stopping, job.signal])
  try {
    const rendition = await produceRendition(context, download, job.data, signal, log)
    const letter = await readyLetterOf(db, download)
    await db.transaction((tx) => markReady(tx, context.mailer, downloadId, rendition, letter))
    log.ended()
  } catch (error) {
    if (job.signal.aborted && !stopping.aborted) {
      log.handedOver()
      throw error
    }
    const final =
      job.retryCount >= job.retryLimit ||
      (error instanceof ConversionError && FINAL_KINDS.has(error.kind))
    log.failed(error, !final)
    if (!final) {
      await db
        .update(downloads)
        .set({ status: 'queued', progress: 0 })
        .where(and(eq(downloads.id, downloadId), eq(downloads.status, 'converting')))
      throw error
    }
    await db.transaction((tx) => markFailed(tx, downloadId, describe(error)))
  }
}

const describe = (error: unknown) =>
  error instanceof ConversionError ? `${error.kind}: ${error.message}` : String(error)

type DownloadRow = typeof downloads.$inferSelect

/** A job queued before it carried its source: the clip's source as it is now. */
const sourceNow = (context: DownloadsContext, download: DownloadRow) =>
  download.entitlement === 'custom' && download.orderId
    ? customSource(context.db, download.orderId)
    : sourceClip(context.db, context.mastersDir, download.productId)

async function produceRendition(
  context: DownloadsContext,
  download: DownloadRow,
  queued: ConversionJob<SourceClip, PersonalRender>,
  signal: AbortSignal,
  log: ReturnType<typeof jobLog>,
) {
  const spec = specOf(download)
  const { personalization } = queued
  // Another job may have made the same file meanwhile (or a lost try, before it was lost).
  const made = await findRendition(
    context.db,
    download.productId,
    download.sourceVersion,
    spec,
    download.personalizationKey,
  )
  if (made) return made
  if (download.personalizationKey && personalization?.key !== download.personalizationKey) {
    throw new ConversionError('bad-spec', "the job does not carry the download's personalisation")
  }
  const source = queued.source ?? (await sourceNow(context, download))
  if (!source) throw new ConversionError('bad-source', 'the clip has no source file')
  const progress = progressWriter(context.db, download.id, (error) =>
    context.log.warn({ err: error }, 'could not record conversion progress'),
  )
  const rendition = await makeRendition(context, source, spec, {
    ...(personalization ? { personalization } : {}),
    signal,
    onProgress: (fraction) => {
      progress.report(fraction)
      log.progressed(fraction)
    },
  })
  await progress.flushed()
  return rendition
}
