import { asc } from 'drizzle-orm'
import { products } from '../../db/schema.ts'
import { PoolBusyError } from '../conversion/bounded-pool.ts'
import { ffmpegBinaries } from '../conversion/ffmpeg-binaries.ts'
import { ConversionError } from '../conversion/index.ts'
import { sourceFacts } from '../conversion/source-facts.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { makeRendition } from './make-rendition.ts'
import { findRendition, type Rendition } from './renditions.ts'
import {
  SAMPLE_PICKUP_GRACE_MS,
  SAMPLE_SECONDS,
  SAMPLE_TIMEOUT_MS,
  type SampleJob,
  type SampleOutcome,
} from './sample-job.ts'
import { ensurePoster, needsPoster } from './sample-poster.ts'
import { previewClip, type SourceClip, withSourceFile } from './source-clip.ts'

/**
 * The sample is the catalogue's first clip (docs/requirements.md §1: "a sample file") as
 * every visitor sees it, marked as a preview: a free test never hands out a clean clip.
 */
async function sampleClip(context: DownloadsContext): Promise<SourceClip | null> {
  const [first] = await context.db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1)
  return first ? previewClip(context.db, context.mediaDir, first.id) : null
}

interface TestedSample {
  source: SourceClip
  /** Set when the sample is cut. */
  maxSeconds?: number
}

/**
 * The sample as the test converts it: a clip longer than SAMPLE_SECONDS is cut, and its cut
 * renditions carry a version of their own, so no customer's download is ever served one.
 */
async function testedSample(context: DownloadsContext, source: SourceClip): Promise<TestedSample> {
  const { ffprobe } = ffmpegBinaries(context.ffmpegPath)
  const facts = await withSourceFile(context, source, (file) => sourceFacts(file, ffprobe))
  if (facts.durationSeconds <= SAMPLE_SECONDS) return { source }
  const version = `${source.version}-first${SAMPLE_SECONDS}s`
  return { source: { ...source, version }, maxSeconds: SAMPLE_SECONDS }
}

const ready = (kind: 'made' | 'found', rendition: Rendition, source: SourceClip) => ({
  kind,
  renditionId: rendition.id,
  productId: source.productId,
  slug: source.slug,
  title: source.title,
})

/** The file's first frame for the page; without it the page still offers the file and its facts. */
async function posterOrNone(context: DownloadsContext, rendition: Rendition, signal: AbortSignal) {
  try {
    await ensurePoster(context, rendition.storageKey, signal)
  } catch (error) {
    if (signal.aborted) throw error
    context.log.warn({ err: error }, 'the converter test made no poster frame')
  }
}

/**
 * One converter test, in a worker: the sample at `job.spec`, found made before or made now
 * (the memory wait ends at job.waitUntil, ffmpeg has its own SAMPLE_TIMEOUT_MS). Every end is
 * an outcome the waiting request can answer; `signal` (the visitor left, or the worker stops)
 * ends its ffmpeg.
 */
export async function runSample(
  context: DownloadsContext,
  { spec, waitUntil }: SampleJob,
  signal: AbortSignal,
): Promise<SampleOutcome> {
  const left = Math.max(0, waitUntil - Date.now())
  if (Date.now() > waitUntil + SAMPLE_PICKUP_GRACE_MS) return { kind: 'busy' }
  try {
    const clip = await sampleClip(context)
    if (!clip) return { kind: 'no-sample' }
    const { source, maxSeconds } = await testedSample(context, clip)
    const found = await findRendition(context.db, source.productId, source.version, spec)
    const made =
      found ??
      (await makeRendition(context, source, spec, {
        signal,
        ...(maxSeconds === undefined ? {} : { maxSeconds }),
        timeoutMs: Math.min(context.conversionTimeoutMs, SAMPLE_TIMEOUT_MS) + left,
        waitMs: left,
      }))
    if (needsPoster(spec.format)) await posterOrNone(context, made, signal)
    return ready(found ? 'found' : 'made', made, source)
  } catch (error) {
    // Turned away by memory, or stopped by the worker's own stop: come back later.
    if (error instanceof PoolBusyError || signal.aborted) return { kind: 'busy' }
    if (error instanceof ConversionError) {
      return { kind: 'failed', error: error.kind, message: error.message }
    }
    context.log.error({ err: error }, 'converter test failed')
    return { kind: 'error', message: 'the converter test failed' }
  }
}
