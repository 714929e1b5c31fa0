import type { ConversionSpec } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { downloads } from '../../db/schema.ts'
import type { Account } from '../accounts/user-repository.ts'
import { enqueueConversion } from '../queue/conversion-queue.ts'
import { markReady } from './download-outcome.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { claimEntitlement } from './entitlement.ts'
import { findRendition } from './renditions.ts'
import type { SourceClip } from './source-clip.ts'

export type DownloadRequest =
  | { kind: 'queued'; downloadId: string }
  | { kind: 'ready'; downloadId: string }
  | { kind: 'not-entitled' }

/** The account page lists every download with its licence and a fresh link. */
export const accountDownloadsUrl = (publicUrl: string) => `${publicUrl}/pages/account`

/**
 * SPEC §4's download: the entitlement, the download row and either the cached file or the
 * conversion job, in one transaction. No entitlement: nothing is written.
 */
export async function requestDownload(
  context: DownloadsContext,
  account: Account,
  source: SourceClip,
  spec: ConversionSpec,
): Promise<DownloadRequest> {
  const cached = await findRendition(context.db, source.productId, source.version, spec)
  const outcome = await context.db.transaction(async (tx): Promise<DownloadRequest> => {
    const entitlement = await claimEntitlement(
      tx,
      account,
      source.productId,
      spec,
      source.customOrderId,
    )
    if (entitlement.kind === 'none') return { kind: 'not-entitled' }
    const [download] = await tx
      .insert(downloads)
      .values({
        userId: account.id,
        productId: source.productId,
        sourceVersion: source.version,
        ...spec,
        entitlement: entitlement.kind,
        orderId: entitlement.kind === 'purchase' ? null : entitlement.orderId,
        creditState: entitlement.kind === 'credit' ? 'reserved' : 'none',
        status: 'queued',
      })
      .returning({ id: downloads.id })
    if (!download) throw new Error('the download was not recorded')
    if (cached) {
      await markReady(
        tx,
        context.mailer,
        download.id,
        cached,
        accountDownloadsUrl(context.publicUrl),
      )
      return { kind: 'ready', downloadId: download.id }
    }
    const jobId = await enqueueConversion(context.boss, tx, { downloadId: download.id })
    await tx.update(downloads).set({ jobId }).where(eq(downloads.id, download.id))
    return { kind: 'queued', downloadId: download.id }
  })
  if (outcome.kind === 'queued') context.wakeWorkers()
  return outcome
}
