import type { ConversionSpec, ConverterTestResult } from '@marquee/core'
import { asc } from 'drizzle-orm'
import { products } from '../../db/schema.ts'
import { badRequest } from '../../http-error.ts'
import type { BoundedPool } from '../conversion/bounded-pool.ts'
import { ffmpegBinaries } from '../conversion/ffmpeg-binaries.ts'
import type { MediaFacts } from '../conversion/index.ts'
import { sourceFacts } from '../conversion/source-facts.ts'
import { downloadLink } from './download-link.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { makeRendition } from './make-rendition.ts'
import { findRendition } from './renditions.ts'
import { type SourceClip, sourceClip, withSourceFile } from './source-clip.ts'

/** An anonymous test converts at most the sample's first seconds (the seed clips are 4 s). */
const SAMPLE_SECONDS = 4
/** The longest a test waits for a place and for memory: the visitor is told to come back. */
const SAMPLE_WAIT_MS = 15_000
/** The longest its ffmpeg may run; with the wait it stays inside a request's time limit. */
const SAMPLE_TIMEOUT_MS = 40_000

export interface SampleLimits {
  /** Converter tests at once, and the short line waiting for them. */
  pool: BoundedPool
  /** The visitor left: stop waiting or converting. */
  signal?: AbortSignal
}

/** The sample is the catalogue's first clip (docs/requirements.md §1: "a sample file"). */
async function sampleClip(context: DownloadsContext, mediaDir: string): Promise<SourceClip> {
  const [first] = await context.db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1)
  const source = first ? await sourceClip(context.db, mediaDir, first.id) : null
  if (!source) throw badRequest('The store has no sample clip to convert')
  return source
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

interface TestedSample {
  source: SourceClip
  /** Set when the sample is cut. */
  maxSeconds?: number
}

/**
 * Converts the sample clip at `spec` (or finds it made before) and describes the result.
 * A conversion takes a place in `limits.pool` and its memory in the store's budget, each
 * waited for at most SAMPLE_WAIT_MS in all; else PoolBusyError.
 */
export async function convertSample(
  context: DownloadsContext,
  mediaDir: string,
  spec: ConversionSpec,
  limits: SampleLimits,
): Promise<ConverterTestResult> {
  const sample = await testedSample(context, await sampleClip(context, mediaDir))
  const { source } = sample
  const cached = await findRendition(context.db, source.productId, source.version, spec)
  const rendition = cached ?? (await convertInPool(context, sample, spec, limits))
  const facts = rendition.facts as MediaFacts
  return {
    ...(await downloadLink(context, rendition.storageKey, source, spec)),
    elapsedMs: cached ? 0 : rendition.elapsedMs,
    cached: cached !== null,
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
    sample: { productId: source.productId, productTitle: source.title },
  }
}

async function convertInPool(
  context: DownloadsContext,
  { source, maxSeconds }: TestedSample,
  spec: ConversionSpec,
  { pool, signal }: SampleLimits,
) {
  const started = performance.now()
  const waitOptions = { waitMs: SAMPLE_WAIT_MS, ...(signal ? { signal } : {}) }
  return pool.run(
    1,
    () => {
      // What is left of the wait goes to memory; ffmpeg keeps its own full time limit.
      const left = Math.max(0, SAMPLE_WAIT_MS - (performance.now() - started))
      return makeRendition(context, source, spec, {
        ...(signal ? { signal } : {}),
        ...(maxSeconds === undefined ? {} : { maxSeconds }),
        timeoutMs: Math.min(context.conversionTimeoutMs, SAMPLE_TIMEOUT_MS) + left,
        waitMs: left,
      })
    },
    waitOptions,
  )
}
