import { randomUUID } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import type { JobWithMetadata } from 'pg-boss'
import { productMediaJobs, products } from '../../db/schema.ts'
import { writeCatalog } from '../catalog/catalog-writes.ts'
import { clipFactColumns } from '../catalog/clip-fact-columns.ts'
import { clipFacts } from '../conversion/clip-facts.ts'
import { ConversionError } from '../conversion/conversion-error.ts'
import { ffmpegBinaries } from '../conversion/ffmpeg-binaries.ts'
import { CATALOG_MEDIA_PREFIX } from '../storage/catalog-media-prefix.ts'
import { type MediaContext, mediaKey } from './media-context.ts'
import type { MediaJobMessage } from './media-queue.ts'
import { MEDIA_RENDERS, makeRender } from './media-renders.ts'

type JobRow = typeof productMediaJobs.$inferSelect

const setJob = (context: MediaContext, id: string, values: Partial<JobRow>) =>
  context.db
    .update(productMediaJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productMediaJobs.id, id))

const url = (key: string) => `${CATALOG_MEDIA_PREFIX}${key}`

/** Makes the poster, thumbnail and preview from the master's file and stores them. */
async function makeRenders(
  context: MediaContext,
  job: JobRow,
  master: string,
  workDir: string,
  signal: AbortSignal,
) {
  const { ffmpeg } = ffmpegBinaries(context.ffmpegPath)
  const facts = await clipFacts(master, context.ffmpegPath)
  const keys: Record<string, string> = {}
  for (const [index, render] of MEDIA_RENDERS.entries()) {
    const output = path.join(workDir, render.name)
    await makeRender(ffmpeg, master, output, render, {
      durationSeconds: facts.duration_seconds,
      timeoutMs: context.conversionTimeoutMs,
      cpu: context.conversionCpu,
      signal,
    })
    const key = mediaKey(job.productId, job.masterVersion, render.name)
    await context.store.put(key, output, render.contentType)
    keys[render.name] = url(key)
    await setJob(context, job.id, { progress: (index + 1) / (MEDIA_RENDERS.length + 1) })
  }
  return { keys, facts }
}

/**
 * Makes the poster, thumbnail and preview of one uploaded master, then, in one catalogue
 * write, points the clip at them, makes the master its conversion source and keeps the
 * master's facts (length, frame rate, size, loop, smallest text) for the product page. A job that is no
 * longer the clip's newest upload stores its files but changes nothing.
 */
async function makeMedia(context: MediaContext, job: JobRow, signal: AbortSignal) {
  const workDir = path.join(tmpdir(), 'marquee-media', randomUUID())
  await mkdir(workDir, { recursive: true })
  try {
    const { keys, facts } = await context.store.localFile(job.masterKey, (master) =>
      makeRenders(context, job, master, workDir, signal),
    )
    await writeCatalog(context, async (tx) => {
      const [newest] = await tx
        .select({ id: productMediaJobs.id })
        .from(productMediaJobs)
        .where(eq(productMediaJobs.productId, job.productId))
        .orderBy(desc(productMediaJobs.createdAt))
        .limit(1)
      if (newest?.id === job.id) {
        const poster = keys['poster.webp'] ?? ''
        await tx
          .update(products)
          .set({
            img: poster,
            bannerImg: poster,
            thumbImg: keys['thumb.webp'] ?? '',
            videoLink: keys['preview.mp4'] ?? '',
            masterKey: job.masterKey,
            masterVersion: job.masterVersion,
            ...clipFactColumns(facts),
          })
          .where(eq(products.id, job.productId))
      }
      await tx
        .update(productMediaJobs)
        .set({ status: 'done', progress: 1, error: null, updatedAt: new Date() })
        .where(eq(productMediaJobs.id, job.id))
      return { productId: job.productId, value: undefined }
    })
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
}

/** One try of a media job: a file ffmpeg cannot use fails at once, anything else is retried. */
export async function runMediaJob(
  context: MediaContext,
  message: JobWithMetadata<MediaJobMessage>,
  signal: AbortSignal,
): Promise<void> {
  const [job] = await context.db
    .select()
    .from(productMediaJobs)
    .where(eq(productMediaJobs.id, message.data.mediaJobId))
  if (!job || job.status === 'done') return
  await setJob(context, job.id, { status: 'working', progress: 0.05 })
  const facts = { mediaJobId: job.id, productId: job.productId, try: message.retryCount + 1 }
  const startedAt = performance.now()
  const elapsedMs = () => Math.round(performance.now() - startedAt)
  context.log.info(facts, 'media job started')
  try {
    await makeMedia(context, job, signal)
    context.log.info({ ...facts, elapsedMs: elapsedMs() }, 'media job done')
  } catch (error) {
    const final =
      (error instanceof ConversionError && error.kind !== 'timeout' && error.kind !== 'aborted') ||
      message.retryCount >= message.retryLimit
    context.log.warn(
      { ...facts, err: error, willRetry: !final, elapsedMs: elapsedMs() },
      'media job failed',
    )
    if (!final) throw error
    const reason = error instanceof Error ? error.message : String(error)
    await setJob(context, job.id, { status: 'failed', error: reason })
  }
}
