import { badRequest } from '../../http-error.ts'
import { customSource } from './custom-source.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { type SourceClip, sourceClip } from './source-clip.ts'

/**
 * What a customer's download asks to convert: the clip, or their delivered custom order's
 * master. Resolved once, here; the conversion job carries it. 400 naming the field if none.
 */
export async function requestedSource(
  context: Pick<DownloadsContext, 'db' | 'mastersDir'>,
  userId: string,
  asked: { productId: number; customOrderId?: number | undefined },
): Promise<SourceClip> {
  if (asked.customOrderId === undefined) {
    const clip = await sourceClip(context.db, context.mastersDir, asked.productId)
    if (!clip) throw badRequest('productId: no clip has this id')
    return clip
  }
  const custom = await customSource(context.db, asked.customOrderId, userId)
  if (!custom) throw badRequest('customOrderId: no delivered custom order of yours has this id')
  return custom
}
