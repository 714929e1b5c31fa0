import type { ConversionSpec, ConverterTestResult } from '@marquee/core'
import { asc } from 'drizzle-orm'
import { products } from '../../db/schema.ts'
import { badRequest } from '../../http-error.ts'
import type { MediaFacts } from '../conversion/index.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { makeRendition } from './make-rendition.ts'
import { downloadFilename } from './rendition-names.ts'
import { findRendition } from './renditions.ts'
import { type SourceClip, sourceClip } from './source-clip.ts'

/** The sample is the catalogue's first clip (SPEC §1: "a sample file"). */
async function sampleClip(context: DownloadsContext, mediaDir: string): Promise<SourceClip> {
  const [first] = await context.db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1)
  const source = first ? await sourceClip(context.db, mediaDir, first.id, context.store) : null
  if (!source) throw badRequest('The store has no sample clip to convert')
  return source
}

/** Converts the sample clip at `spec` (or finds it made before) and describes the result. */
export async function convertSample(
  context: DownloadsContext,
  mediaDir: string,
  spec: ConversionSpec,
): Promise<ConverterTestResult> {
  const source = await sampleClip(context, mediaDir)
  const cached = await findRendition(context.db, source.productId, source.version, spec)
  const rendition = cached ?? (await makeRendition(context, source, spec))
  const filename = downloadFilename(source.slug, spec)
  const facts = rendition.facts as MediaFacts
  return {
    url: await context.store.downloadUrl(rendition.storageKey, filename, context.urlTtlSeconds),
    filename,
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
