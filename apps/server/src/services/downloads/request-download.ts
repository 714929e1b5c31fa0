import { type ConversionSpec, conversionsUnderWayMessage } from '@marquee/core'
import { eq, sql } from 'drizzle-orm'
import { downloads, storedBudget } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import type { Account } from '../accounts/accounts.ts'
import { type PersonalRender, PLAIN } from '../personalization/personal-render.ts'
import { enqueueConversion } from '../queue/conversion-queue.ts'
import { roomForConversion } from './conversions-under-way.ts'
import { type DownloadLink, downloadLink } from './download-link.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { claimEntitlement } from './entitlement.ts'
import { issueLicence, readyLetter } from './issue-licence.ts'
import {
  claimPersonalEntitlement,
  downloadUnderWay,
  lockDownloadRequest,
} from './personal-entitlement.ts'
import { findRendition } from './renditions.ts'
import type { SourceClip } from './source-clip.ts'

export type DownloadRequest =
  | { kind: 'queued'; downloadId: string }
  | ({ kind: 'ready'; downloadId: string; licenceId: string } & DownloadLink)

export const NOT_ENTITLED_MESSAGE =
  'Buy this clip, or subscribe to a plan with downloads left, to download it'

export const NOT_ENTITLED_PERSONAL_MESSAGE =
  'Add this personalised clip to your cart, or subscribe to a plan with downloads and customisations left, to download it'

/**
 * docs/requirements.md §4's download: the entitlement, the download row and either the cached file or the
 * conversion job, in one transaction. No entitlement (402), or a new conversion while the
 * customer already has CONVERSIONS_PER_CUSTOMER under way (429): nothing is written. The job
 * carries the source resolved here, so the worker converts the version recorded. A cached file's
 * download is written ready at once, and the caller gets what its answer needs (the file's
 * name and signed link), so a cache hit reads nothing twice. The link is made before the
 * transaction; it is handed out only if the download is written. One customer's
 * requests for one clip take turns: asked again while its file is being made, the answer is
 * that download (made once, spent once), and a file they already got spends nothing again.
 */
export async function requestDownload(
  context: DownloadsContext,
  account: Account,
  source: SourceClip,
  spec: ConversionSpec,
  personal?: PersonalRender,
): Promise<DownloadRequest> {
  const key = personal?.key ?? PLAIN
  const cached = await findRendition(context.db, source.productId, source.version, spec, key)
  const notice = { email: account.email, name: account.name, title: source.title }
  const letter = cached ? readyLetter(notice, spec) : undefined
  const link = cached ? await downloadLink(context, cached.storageKey, source, spec) : undefined
  const limit = context.conversionsPerCustomer
  const outcome = await context.db.transaction(async (tx): Promise<DownloadRequest> => {
    await lockDownloadRequest(tx, account.id, source.productId, key)
    const underWay = await downloadUnderWay(
      tx,
      account.id,
      source.productId,
      source.version,
      spec,
      key,
    )
    if (underWay) return { kind: 'queued', downloadId: underWay }
    if (!cached && !(await roomForConversion(tx, account.id, limit))) {
      throw new HttpError(429, conversionsUnderWayMessage(limit))
    }
    const entitlement = personal
      ? await claimPersonalEntitlement(tx, account, source.productId, spec, personal.texts)
      : await claimEntitlement(tx, account, source.productId, spec, source.customOrderId)
    if (entitlement.kind === 'none') {
      throw new HttpError(402, personal ? NOT_ENTITLED_PERSONAL_MESSAGE : NOT_ENTITLED_MESSAGE)
    }
    const credit = entitlement.kind === 'credit' && entitlement.spent !== false
    const [download] = await tx
      .insert(downloads)
      .values({
        userId: account.id,
        productId: source.productId,
        sourceVersion: source.version,
        ...spec,
        maxBytes: storedBudget(spec.maxBytes),
        personalization: personal?.texts ?? null,
        personalizationKey: key,
        entitlement: entitlement.kind,
        orderId: entitlement.kind === 'purchase' ? null : entitlement.orderId,
        ...(cached
          ? {
              status: 'ready',
              progress: 1,
              renditionId: cached.id,
              readyAt: sql`now()`,
              creditState: credit ? 'committed' : 'none',
            }
          : { status: 'queued', creditState: credit ? 'reserved' : 'none' }),
      })
      .returning()
    if (!download) throw new Error('the download was not recorded')
    if (cached && link) {
      const licenceId = await issueLicence(tx, context.mailer, download, cached, letter)
      return { kind: 'ready', downloadId: download.id, licenceId, ...link }
    }
    const jobId = await enqueueConversion(context.boss, tx, {
      downloadId: download.id,
      source,
      ...(personal ? { personalization: personal } : {}),
    })
    await tx.update(downloads).set({ jobId }).where(eq(downloads.id, download.id))
    return { kind: 'queued', downloadId: download.id }
  })
  if (outcome.kind === 'queued') context.wakeWorkers()
  return outcome
}
