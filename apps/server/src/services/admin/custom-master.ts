import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { sql } from 'drizzle-orm'
import { customMasters } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import { ConversionError, probeMedia } from '../conversion/index.ts'
import type { ObjectStore } from '../storage/object-store.ts'
import { recordAudit } from './audit-log.ts'
import { lockCustomOrder, type ShopDeps } from './custom-order-life.ts'

export interface MasterUpload {
  file: string
  bytes: number
  contentType: string
}

async function versionOf(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex').slice(0, 16)
}

/** Where a master lives in storage: per order and version, so a replacement never overwrites. */
export const masterKey = (orderId: number, version: string) =>
  `masters/order-${orderId}/${version}.clip`

/**
 * Stores the finished clip of a custom order that is still being made. ffprobe must find a
 * video stream in it, else 400 and nothing is stored. A second upload replaces the first
 * (its new version makes new renditions for the customer).
 */
export async function uploadMaster(
  deps: ShopDeps & { store: ObjectStore; ffprobePath: string | undefined },
  actorId: string,
  orderId: number,
  upload: MasterUpload,
): Promise<void> {
  const facts = await probeMedia(upload.file, deps.ffprobePath).catch((error: unknown) => {
    if (error instanceof ConversionError && error.kind === 'bad-source') {
      throw new HttpError(400, 'body: this file is not a video ffprobe can read')
    }
    throw error
  })
  const version = await versionOf(upload.file)
  const key = masterKey(orderId, version)
  await deps.db.transaction(async (tx) => {
    const { order } = await lockCustomOrder(tx, orderId)
    if (order.orderStatus !== 'pending' && order.orderStatus !== 'in_production') {
      throw new HttpError(
        409,
        `Order #${orderId} is ${order.orderStatus.replace('_', ' ')}: its master can no longer change`,
      )
    }
    const [before] = await tx
      .select()
      .from(customMasters)
      .where(sql`${customMasters.orderId} = ${orderId}`)
    await deps.store.put(key, upload.file, upload.contentType)
    const values = {
      orderId,
      storageKey: key,
      version,
      bytes: upload.bytes,
      facts,
      uploadedBy: actorId,
      uploadedAt: new Date(),
    }
    await tx
      .insert(customMasters)
      .values(values)
      .onConflictDoUpdate({ target: customMasters.orderId, set: values })
    await recordAudit(tx, {
      actorId,
      action: 'custom-order.master',
      entity: 'order',
      entityId: orderId,
      before: before ? { version: before.version, bytes: before.bytes } : null,
      after: { version, bytes: upload.bytes, width: facts.width, height: facts.height },
    })
  })
}
