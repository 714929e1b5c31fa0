import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import type { MediaJob } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { productMediaJobs, products } from '../../db/schema.ts'
import { badRequest, HttpError, notFound } from '../../http-error.ts'
import { mediaJobView } from '../catalog/admin-products.ts'
import type { AuditWriter } from '../catalog/audit-writer.ts'
import { ConversionError } from '../conversion/conversion-error.ts'
import { ffmpegBinaries } from '../conversion/ffmpeg-binaries.ts'
import { type MediaFacts, probeMedia } from '../conversion/probe-media.ts'
import { type MediaContext, mediaKey } from './media-context.ts'
import { enqueueMediaJob } from './media-queue.ts'

async function versionOf(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex').slice(0, 16)
}

/** ffprobe decides what a video is, not the name or the declared type. */
async function probeUpload(file: string, ffmpegPath: string): Promise<MediaFacts> {
  try {
    const facts = await probeMedia(file, ffmpegBinaries(ffmpegPath).ffprobe)
    if (facts.frames < 2) throw badRequest('file: this is a still picture, not a video clip')
    return facts
  } catch (error) {
    if (error instanceof ConversionError && error.kind === 'no-ffmpeg') {
      throw new HttpError(503, 'The video tools are not installed on the server')
    }
    if (error instanceof ConversionError) {
      throw badRequest(`file: this is not a video clip the store can read (${error.message})`)
    }
    throw error
  }
}

/**
 * A master clip uploaded for `productId` (already on disk at `file`): probed, stored under its
 * version, and a media job queued for its poster, thumbnail and preview. A file that is not a
 * video is refused before anything is stored.
 */
export async function acceptMaster(
  context: MediaContext,
  audit: AuditWriter,
  productId: number,
  file: string,
  contentType: string,
): Promise<MediaJob> {
  const [product] = await context.db
    .select({ masterVersion: products.masterVersion })
    .from(products)
    .where(eq(products.id, productId))
  if (!product) throw notFound(`id: no clip ${productId}`)
  await probeUpload(file, context.ffmpegPath)
  const version = await versionOf(file)
  const masterKey = mediaKey(productId, version, 'master')
  await context.store.put(masterKey, file, contentType)
  const job = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(productMediaJobs)
      .values({ productId, masterKey, masterVersion: version })
      .returning()
    if (!row) throw new Error('the media job was not recorded')
    await enqueueMediaJob(context.boss, tx, { mediaJobId: row.id })
    await audit(tx, {
      action: 'upload-master',
      entity: 'product',
      entityId: String(productId),
      before: { masterVersion: product.masterVersion },
      after: { masterVersion: version, mediaJobId: row.id },
    })
    return row
  })
  context.wakeWorkers()
  return mediaJobView(job)
}
