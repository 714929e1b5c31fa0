import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { type downloads, licences, products, users } from '../../db/schema.ts'
import type { Mail } from '../mail/mail.ts'
import type { Mailer } from '../mail/mailer.ts'
import { downloadReadyMail } from '../mail/ready-mail.ts'
import type { Rendition } from './renditions.ts'

/** Who is told that a download is ready, and about which clip. */
export interface ReadyNotice {
  email: string
  name: string
  title: string
}

type DownloadRow = typeof downloads.$inferSelect

/** The download-ready mail (the React Email template, rendered once and filled in). */
export function renderReadyMail(
  notice: ReadyNotice,
  download: Pick<DownloadRow, 'width' | 'height' | 'format'>,
  publicUrl: string,
): Promise<Mail> {
  return downloadReadyMail(
    {
      to: notice.email,
      name: notice.name,
      title: notice.title,
      size: `${download.width}x${download.height}`,
      format: download.format,
    },
    publicUrl,
  )
}

/**
 * A ready download's licence and the customer's email (through the outbox, in `tx`). The
 * mail is rendered by the caller before the transaction: the embedded database runs one
 * transaction at a time, and the first render loads React and the templates. Returns the
 * licence id.
 */
export async function issueLicence(
  tx: Transaction,
  mailer: Mailer,
  ready: DownloadRow,
  rendition: Rendition,
  mail: Mail | undefined,
): Promise<string> {
  const [licence] = await tx
    .insert(licences)
    .values({
      downloadId: ready.id,
      userId: ready.userId,
      productId: ready.productId,
      format: ready.format,
      width: ready.width,
      height: ready.height,
      fit: ready.fit,
      depth: ready.depth,
      bytes: rendition.bytes,
      sha256: rendition.sha256,
    })
    .returning({ id: licences.id })
  if (!licence) throw new Error('the licence was not recorded')
  if (mail) await mailer.send(mail, tx)
  return licence.id
}

/** The ready mail for a download, its facts read first (null when the account is gone). */
export async function readyMailOf(
  db: Database,
  download: DownloadRow,
  publicUrl: string,
): Promise<Mail | undefined> {
  const [notice] = await db
    .select({ email: users.email, name: users.name, title: products.title })
    .from(users)
    .innerJoin(products, eq(products.id, download.productId))
    .where(eq(users.id, download.userId))
  return notice && renderReadyMail(notice, download, publicUrl)
}
