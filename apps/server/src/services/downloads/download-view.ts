import {
  type AccountClip,
  CONVERSION_FAILED_MESSAGE,
  type CustomOrderProgress,
  conversionRetryMessage,
  customOrderDueAt,
  type Download,
  LICENCE_TERMS,
  type Licence,
} from '@marquee/core'
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import {
  downloads,
  licences,
  orders,
  products,
  purchases,
  renditions,
  users,
} from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { isCustomOrder, isPaidWork } from '../orders/order-kinds.ts'
import { boughtFiles, personalPurchases } from './bought-as.ts'
import { downloadFilename, downloadLink } from './download-link.ts'
import { overBudgetMessage } from './download-outcome.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { isStockOrder } from './entitlement.ts'

const downloadColumns = {
  download: downloads,
  title: products.title,
  slug: products.slug,
  thumbImg: products.thumbImg,
  storageKey: renditions.storageKey,
  licenceId: licences.id,
}

function selectDownloads(context: DownloadsContext) {
  return context.db
    .select(downloadColumns)
    .from(downloads)
    .innerJoin(products, eq(products.id, downloads.productId))
    .leftJoin(renditions, eq(renditions.id, downloads.renditionId))
    .leftJoin(licences, eq(licences.downloadId, downloads.id))
}

type DownloadRow = Awaited<ReturnType<ReturnType<typeof selectDownloads>['execute']>>[number]

/**
 * The SPEC's words for a failed download, or, when no quality met its file-size budget, the
 * smallest size reached (trying again cannot help); while a retry runs, that it is retrying.
 */
function messageOf(download: DownloadRow['download']): string | null {
  if (download.status === 'failed') {
    return overBudgetMessage(download.failure) ?? CONVERSION_FAILED_MESSAGE
  }
  if (download.status === 'converting' && download.attempt > 1) {
    return conversionRetryMessage(download.attempt, download.attemptsAllowed)
  }
  return null
}

/** A download as the API shows it, with a fresh signed link when its file is ready. */
async function toDownload(context: DownloadsContext, row: DownloadRow): Promise<Download> {
  const { download } = row
  const clip = {
    slug: row.slug,
    customOrderId: download.entitlement === 'custom' ? download.orderId : null,
  }
  const { filename, url } =
    download.status === 'ready' && row.storageKey
      ? await downloadLink(context, row.storageKey, clip, download)
      : { filename: downloadFilename(clip, download), url: null }
  return {
    id: download.id,
    productId: download.productId,
    productTitle: row.title,
    format: download.format,
    width: download.width,
    height: download.height,
    fit: download.fit,
    depth: download.depth,
    fps: download.fps,
    codec: download.codec,
    maxBytes: download.maxBytes,
    entitlement: download.entitlement,
    personalization: download.personalization ?? null,
    status: download.status,
    progress: download.progress,
    attempt: download.attempt,
    attemptsAllowed: download.attemptsAllowed,
    message: messageOf(download),
    filename,
    url,
    licenceId: row.licenceId,
    createdAt: download.createdAt.toISOString(),
    readyAt: download.readyAt?.toISOString() ?? null,
  }
}

/** The caller's own download, or null (someone else's is as unknown as a missing one). */
export async function getDownload(
  context: DownloadsContext,
  userId: string,
  id: string,
): Promise<Download | null> {
  const [row] = await selectDownloads(context).where(
    and(eq(downloads.id, id), eq(downloads.userId, userId)),
  )
  return row ? toDownload(context, row) : null
}

/** The caller's own download; 404 when there is none of theirs with this id. */
export async function ownDownload(
  context: DownloadsContext,
  userId: string,
  id: string,
): Promise<Download> {
  const download = await getDownload(context, userId, id)
  if (!download) throw notFound('No download of yours has this id')
  return download
}

/** A download's file: its spec, its personalisation, and whose master it is made from (the stock clip or a custom order's). */
const fileKey = ({ download }: DownloadRow) =>
  [
    download.productId,
    download.entitlement === 'custom' ? download.orderId : 'stock',
    download.format,
    download.width,
    download.height,
    download.fit,
    download.depth,
    download.personalizationKey,
  ].join(':')

/**
 * One row per file, newest first: a repeat download of a file is the same file again. The
 * newest download of each stands for it, unless an older one is ready and it is not.
 */
function oneRowPerFile(rows: DownloadRow[]): DownloadRow[] {
  const files = new Map<string, DownloadRow>()
  for (const row of rows) {
    const kept = files.get(fileKey(row))
    if (!kept || (kept.download.status !== 'ready' && row.download.status === 'ready')) {
      files.set(fileKey(row), row)
    }
  }
  // A Map keeps each key where it was first set: the file's newest download's place.
  return [...files.values()]
}

/** The custom order statuses a customer sees, by what the order's status means to them. */
const PROGRESS = {
  pending: 'waiting',
  in_production: 'in_production',
  delivered: 'delivered',
} as const satisfies Record<string, CustomOrderProgress['progress']>

/** Every clip the caller bought or downloaded, newest download first. */
export async function listAccountClips(
  context: DownloadsContext,
  userId: string,
): Promise<AccountClip[]> {
  const rows = oneRowPerFile(
    await selectDownloads(context)
      .where(eq(downloads.userId, userId))
      .orderBy(desc(downloads.createdAt))
      .limit(500),
  )
  const boughtAs = await boughtFiles(context.db, userId)
  const clips = new Map<number, AccountClip>()
  const clipOf = (product: { productId: number; title: string; thumbImg: string | null }) => {
    const clip = clips.get(product.productId) ?? {
      productId: product.productId,
      productTitle: product.title,
      thumbImg: product.thumbImg,
      purchased: false,
      boughtAs: boughtAs.get(product.productId) ?? null,
      personalPurchases: [],
      customOrders: [],
      downloads: [],
    }
    clips.set(product.productId, clip)
    return clip
  }
  const product = { productId: products.id, title: products.title, thumbImg: products.thumbImg }
  const bought = await context.db
    .selectDistinct(product)
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(orders, eq(orders.id, purchases.orderId))
    .where(and(eq(purchases.userId, userId), isNull(purchases.revokedAt), isStockOrder))
  for (const row of bought) clipOf(row).purchased = true
  for (const { orderId, personalization, boughtAs, ...row } of await personalPurchases(
    context.db,
    userId,
  )) {
    clipOf(row).personalPurchases.push({ orderId, personalization, boughtAs })
  }
  const custom = await context.db
    .select({ ...product, order: orders })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.userId, userId),
        isCustomOrder,
        isPaidWork,
        inArray(orders.orderStatus, Object.keys(PROGRESS) as Array<keyof typeof PROGRESS>),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
  for (const { order, ...row } of custom) {
    clipOf(row).customOrders.push({
      orderId: order.id,
      progress: PROGRESS[order.orderStatus as keyof typeof PROGRESS],
      rush: order.isRushOrder,
      dueAt: customOrderDueAt(order.paidAt ?? order.createdAt, order.isRushOrder).toISOString(),
    })
  }
  for (const row of rows) {
    const clip = clipOf({
      productId: row.download.productId,
      title: row.title,
      thumbImg: row.thumbImg,
    })
    clip.downloads.push(await toDownload(context, row))
  }
  return [...clips.values()]
}

/** The caller's own licence, with the facts a printed copy shows; 404 when not theirs. */
export async function getLicence(
  context: DownloadsContext,
  userId: string,
  id: string,
): Promise<Licence> {
  const [row] = await context.db
    .select({
      licence: licences,
      title: products.title,
      name: users.name,
      email: users.email,
      personalization: downloads.personalization,
    })
    .from(licences)
    .innerJoin(downloads, eq(downloads.id, licences.downloadId))
    .innerJoin(products, eq(products.id, licences.productId))
    .innerJoin(users, eq(users.id, licences.userId))
    .where(and(eq(licences.id, id), eq(licences.userId, userId)))
  if (!row) throw notFound('No licence of yours has this id')
  const { licence } = row
  return {
    id: licence.id,
    downloadId: licence.downloadId,
    customerName: row.name,
    customerEmail: row.email,
    productId: licence.productId,
    productTitle: row.title,
    format: licence.format,
    width: licence.width,
    height: licence.height,
    fit: licence.fit,
    depth: licence.depth,
    fps: licence.fps,
    codec: licence.codec,
    personalization: row.personalization ?? null,
    bytes: licence.bytes,
    sha256: licence.sha256,
    issuedAt: licence.issuedAt.toISOString(),
    terms: LICENCE_TERMS,
  }
}
