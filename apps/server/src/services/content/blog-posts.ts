import type { AdminBlogPost, BlogPostInput } from '@marquee/core'
import { desc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { blogPosts, users } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import type { AuditWriter } from '../catalog/audit-writer.ts'
import { type CatalogWriteDeps, writeCatalog } from '../catalog/catalog-writes.ts'

/** The audit log's name for a post; each entry holds the post before and after the change. */
export const POST_ENTITY = 'blog-post'

type PostRow = typeof blogPosts.$inferSelect

const inputOf = (row: PostRow): BlogPostInput => ({
  title: row.title,
  author: row.author,
  summary: row.summary,
  img: row.img,
  body: row.body,
  published: row.published,
})

const columnsOf = (input: BlogPostInput) => ({
  title: input.title,
  author: input.author,
  summary: input.summary,
  img: input.img,
  body: input.body,
  published: input.published,
})

function posts(db: Database | Transaction) {
  return db
    .select({ post: blogPosts, updatedBy: users.email })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.updatedBy))
    .$dynamic()
}

const adminView = ({ post, updatedBy }: { post: PostRow; updatedBy: string | null }) => ({
  id: post.id,
  ...inputOf(post),
  publishedAt: post.publishedAt.toISOString(),
  updatedAt: post.updatedAt?.toISOString() ?? null,
  updatedBy,
})

/** Every post, hidden ones included, newest first. */
export async function listAdminPosts(db: Database): Promise<AdminBlogPost[]> {
  const rows = await posts(db).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
  return rows.map(adminView)
}

export async function readAdminPost(
  db: Database | Transaction,
  id: number,
): Promise<AdminBlogPost> {
  const [row] = await posts(db).where(eq(blogPosts.id, id))
  if (!row) throw notFound(`id: no post ${id}`)
  return adminView(row)
}

async function lockedPost(tx: Transaction, id: number): Promise<PostRow> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update')
  if (!row) throw notFound(`id: no post ${id}`)
  return row
}

/**
 * The three writes go out as a change of the shop's pages, so every instance drops its
 * cached blog list and sitemap; each leaves the post before and after it in the audit log.
 */
export function createPost(
  deps: CatalogWriteDeps,
  audit: AuditWriter,
  actorId: string,
  input: BlogPostInput,
): Promise<AdminBlogPost> {
  return writeCatalog(deps, async (tx) => {
    const now = new Date()
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...columnsOf(input), publishedAt: now, updatedAt: now, updatedBy: actorId })
      .returning({ id: blogPosts.id })
    if (!row) throw new Error('the post was not written')
    await audit(tx, {
      action: 'create',
      entity: POST_ENTITY,
      entityId: String(row.id),
      before: null,
      after: input,
    })
    return { productId: 'pages', value: await readAdminPost(tx, row.id) }
  })
}

export function updatePost(
  deps: CatalogWriteDeps,
  audit: AuditWriter,
  actorId: string,
  id: number,
  input: BlogPostInput,
): Promise<AdminBlogPost> {
  return writeCatalog(deps, async (tx) => {
    const before = inputOf(await lockedPost(tx, id))
    await tx
      .update(blogPosts)
      .set({ ...columnsOf(input), updatedAt: new Date(), updatedBy: actorId })
      .where(eq(blogPosts.id, id))
    await audit(tx, {
      action: 'update',
      entity: POST_ENTITY,
      entityId: String(id),
      before,
      after: input,
    })
    return { productId: 'pages', value: await readAdminPost(tx, id) }
  })
}

export function deletePost(deps: CatalogWriteDeps, audit: AuditWriter, id: number): Promise<void> {
  return writeCatalog(deps, async (tx) => {
    const before = inputOf(await lockedPost(tx, id))
    await tx.delete(blogPosts).where(eq(blogPosts.id, id))
    await audit(tx, {
      action: 'delete',
      entity: POST_ENTITY,
      entityId: String(id),
      before,
      after: null,
    })
    return { productId: 'pages', value: undefined }
  })
}
