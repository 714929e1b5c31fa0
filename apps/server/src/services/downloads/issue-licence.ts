import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { type downloads, licences, products, users } from '../../db/schema.ts'
import type { Letter } from '../mail/letters.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Rendition } from './renditions.ts'

/** Who is told that a download is ready, and about which clip. */
export interface ReadyNotice {
  email: string
  name: string
  title: string
}

type DownloadRow = typeof downloads.$inferSelect

/** The download-ready letter (templates/download-ready.tsx renders it when it is sent). */
export function readyLetter(
  notice: ReadyNotice,
  download: Pick<DownloadRow, 'width' | 'height' | 'format'>,
): Letter {
  return {
    to: notice.email,
    subject: `Your download is ready: ${notice.title}`,
    template: 'download-ready',
    name: notice.name,
    title: notice.title,
    size: `${download.width}x${download.height}`,
    format: download.format,
  }
}

/**
 * A ready download's licence and the customer's letter (through the outbox, in `tx`; it is
 * rendered when it is sent). Returns the licence id.
 */
export async function issueLicence(
  tx: Transaction,
  mailer: Mailer,
  ready: DownloadRow,
  rendition: Rendition,
  letter: Letter | undefined,
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
      fps: ready.fps,
      codec: ready.codec,
      bytes: rendition.bytes,
      sha256: rendition.sha256,
    })
    .returning({ id: licences.id })
  if (!licence) throw new Error('the licence was not recorded')
  if (letter) await mailer.send([letter], tx)
  return licence.id
}

/** The ready letter for a download, its facts read first (none when the account is gone). */
export async function readyLetterOf(
  db: Database,
  download: DownloadRow,
): Promise<Letter | undefined> {
  const [notice] = await db
    .select({ email: users.email, name: users.name, title: products.title })
    .from(users)
    .innerJoin(products, eq(products.id, download.productId))
    .where(eq(users.id, download.userId))
  return notice && readyLetter(notice, download)
}
