import { budgetProblem, type ConversionSpec, fixedFileBytes, rawAviSize } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products } from '../../db/schema.ts'
import { badRequest, HttpError } from '../../http-error.ts'
import type { SourceClip } from './source-clip.ts'

/**
 * Refuses, before anything is spent, a file whose one size is known before it is made: an
 * uncompressed AVI past RAW_AVI_MAX_BYTES (400, naming codec and its size), and an uncompressed
 * AVI or a BMP over the spec's file-size budget (422, naming its size: no quality step makes
 * them smaller). A BMP's size is its sign's; a raw AVI's comes from the clip's probed length
 * and rate, so one of a clip not probed yet, or of a custom order's own master, is measured by
 * the converter instead, which refuses it the same way before ffmpeg starts (the download
 * fails and its credit returns).
 */
export async function refuseFixedSizes(
  db: Database,
  source: SourceClip,
  spec: ConversionSpec,
): Promise<void> {
  const clip = spec.codec === 'raw' ? await probedClip(db, source) : { seconds: 0, fps: 0 }
  if (!clip) return
  if (spec.codec === 'raw') {
    const { problem } = rawAviSize(spec, clip.seconds, clip.fps)
    if (problem) throw badRequest(problem)
  }
  const bytes = fixedFileBytes(spec, clip.seconds, clip.fps)
  const problem = bytes === null ? null : budgetProblem(spec, bytes)
  if (problem) throw new HttpError(422, problem)
}

/** A catalogue clip's probed length and rate; null for a custom order or a clip not probed yet. */
async function probedClip(db: Database, source: SourceClip) {
  if (source.customOrderId !== undefined) return null
  const [clip] = await db
    .select({ durationMs: products.clipDurationMs, fps: products.clipFps })
    .from(products)
    .where(eq(products.id, source.productId))
  if (!clip?.durationMs || !clip.fps) return null
  return { seconds: clip.durationMs / 1000, fps: clip.fps }
}
