import { type ConversionSpec, rawAviSize } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products } from '../../db/schema.ts'
import { badRequest } from '../../http-error.ts'
import type { SourceClip } from './source-clip.ts'

/**
 * Refuses (400, naming codec and the size) an uncompressed AVI of a catalogue clip that would
 * pass RAW_AVI_MAX_BYTES, from the clip's probed length and rate, before anything is spent. A
 * clip not probed yet, or a custom order's own master, is measured by the converter instead,
 * which refuses it the same way before ffmpeg starts (the download fails and its credit returns).
 */
export async function refuseOversizedRawAvi(
  db: Database,
  source: SourceClip,
  spec: ConversionSpec,
): Promise<void> {
  if (spec.codec !== 'raw' || source.customOrderId !== undefined) return
  const [clip] = await db
    .select({ durationMs: products.clipDurationMs, fps: products.clipFps })
    .from(products)
    .where(eq(products.id, source.productId))
  if (!clip?.durationMs || !clip.fps) return
  const { problem } = rawAviSize(spec, clip.durationMs / 1000, clip.fps)
  if (problem) throw badRequest(problem)
}
