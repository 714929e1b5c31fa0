import type { BlogEntry } from '@marquee/core'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { blogPosts } from '../../db/schema.ts'
import { renderMarkdownHtml } from './render-markdown.ts'

/** The published posts, newest first, each body rendered and sanitised for the storefront. */
export async function listBlogEntries(db: Database): Promise<BlogEntry[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(sql`${blogPosts.publishedAt} desc`)
  return rows.map((row) => ({
    id: row.id,
    img: row.img,
    title: row.title,
    author: row.author,
    date: row.publishedAt.toISOString(),
    desc: row.summary,
    blog: row.body,
    html: renderMarkdownHtml(row.body),
  }))
}
