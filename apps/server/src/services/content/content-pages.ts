import type { AdminContentPage, ContentPage, ContentPageInput } from '@marquee/core'
import { contentPagePath } from '@marquee/core'
import { asc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { contentPages, users } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import type { AuditWriter } from '../catalog/audit-writer.ts'
import { type CatalogWriteDeps, writeCatalog } from '../catalog/catalog-writes.ts'
import { renderMarkdown } from './render-markdown.ts'

/** The audit log's name for a page; its versions are read back under it (content-history.ts). */
export const PAGE_ENTITY = 'content-page'

const missing = (slug: string) => notFound(`slug: no page '${slug}'`)

/** A published page, rendered and sanitised; null when it does not exist or is hidden. */
export async function publishedPage(db: Database, slug: string): Promise<ContentPage | null> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug))
  if (!row?.published) return null
  return {
    slug: row.slug,
    title: row.title,
    updatedAt: row.updatedAt.toISOString(),
    ...renderMarkdown(row.body),
  }
}

/** True when the page exists but the owner has taken it off the shop. */
export async function contentPageHidden(db: Database, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ published: contentPages.published })
    .from(contentPages)
    .where(eq(contentPages.slug, slug))
  return row?.published === false
}

function adminPages(db: Database | Transaction) {
  return db
    .select({
      slug: contentPages.slug,
      title: contentPages.title,
      body: contentPages.body,
      published: contentPages.published,
      updatedAt: contentPages.updatedAt,
      updatedBy: users.email,
    })
    .from(contentPages)
    .leftJoin(users, eq(users.id, contentPages.updatedBy))
    .$dynamic()
}

type AdminRow = Omit<AdminContentPage, 'path' | 'updatedAt'> & { updatedAt: Date }

const adminView = (row: AdminRow): AdminContentPage => ({
  ...row,
  path: contentPagePath(row.slug),
  updatedAt: row.updatedAt.toISOString(),
})

/** Every page the back office edits, in the order of their routes' names. */
export async function listContentPages(db: Database): Promise<AdminContentPage[]> {
  const rows = await adminPages(db).orderBy(asc(contentPages.slug))
  return rows.map(adminView)
}

export async function readContentPage(
  db: Database | Transaction,
  slug: string,
): Promise<AdminContentPage> {
  const [row] = await adminPages(db).where(eq(contentPages.slug, slug))
  if (!row) throw missing(slug)
  return adminView(row)
}

/**
 * Saves a page's title, Markdown and visibility. The audit entry holds the version it
 * replaces and the one it writes, in the same transaction, so the history is never behind.
 * It goes out as a catalogue change naming the pages, so every instance drops its cached
 * sitemap (and no product search is redone); it returns once this instance has heard it.
 */
export function saveContentPage(
  deps: CatalogWriteDeps,
  audit: AuditWriter,
  actorId: string,
  slug: string,
  input: ContentPageInput,
): Promise<AdminContentPage> {
  return writeCatalog(deps, async (tx) => {
    const [before] = await tx
      .select({
        title: contentPages.title,
        body: contentPages.body,
        published: contentPages.published,
      })
      .from(contentPages)
      .where(eq(contentPages.slug, slug))
      .for('update')
    if (!before) throw missing(slug)
    await tx
      .update(contentPages)
      .set({ ...input, updatedAt: new Date(), updatedBy: actorId })
      .where(eq(contentPages.slug, slug))
    await audit(tx, { action: 'update', entity: PAGE_ENTITY, entityId: slug, before, after: input })
    return { productId: 'pages', value: await readContentPage(tx, slug) }
  })
}
