import type { BlogEntry, Category, Product } from '@marquee/core'
import { asc, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { blogPosts, categories } from '../db/schema.ts'
import { productSource, selectProducts } from './search/product-document.ts'
import { queryRows } from './search/rows.ts'

/** Reads the catalogue in the shapes of SPEC §3. */
export class CatalogRepository {
  constructor(private readonly db: Database) {}

  async listProducts(page: { limit?: number; offset?: number } = {}): Promise<Product[]> {
    // LIMIT NULL is no limit: the SPEC's call returns every product.
    const limit = page.limit ?? null
    return selectProducts(
      this.db,
      sql`true`,
      sql`order by p.id limit ${limit} offset ${page.offset ?? 0}`,
    )
  }

  async findProduct(id: number): Promise<Product | undefined> {
    const [product] = await selectProducts(this.db, sql`p.id = ${id}`)
    return product
  }

  /** These products, in the order of `ids` (a search decides the order, this fills them in). */
  async productsByIds(ids: number[]): Promise<Product[]> {
    if (ids.length === 0) return []
    const found = await selectProducts(
      this.db,
      sql`p.id = any(string_to_array(${ids.join(',')}, ',')::int[])`,
    )
    const byId = new Map(found.map((product) => [product.id, product]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  /** A page of the products whose category or parent category has this title, ignoring case. */
  async productsByCategory(
    title: string,
    page: { limit: number; offset: number },
  ): Promise<{ products: Product[]; total: number }> {
    const inCategory = sql`(lower(c.title) = lower(${title}) or lower(pc.title) = lower(${title}))`
    const [found, [counted]] = await Promise.all([
      selectProducts(
        this.db,
        inCategory,
        sql`order by p.id limit ${page.limit} offset ${page.offset}`,
      ),
      queryRows<{ total: number }>(
        this.db,
        sql`select count(*)::int as total ${productSource} where ${inCategory}`,
      ),
    ])
    return { products: found, total: counted?.total ?? 0 }
  }

  async listCategories(): Promise<Category[]> {
    const rows = await this.db
      .select({ id: categories.id, title: categories.title, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id))
    return rows
      .filter((row) => row.parentId === null)
      .map((top) => ({
        parentTitle: top.title,
        children: rows.filter((row) => row.parentId === top.id).map((row) => row.title),
      }))
  }

  async listBlogEntries(): Promise<BlogEntry[]> {
    const rows = await this.db.select().from(blogPosts).orderBy(sql`${blogPosts.publishedAt} desc`)
    return rows.map((row) => ({
      id: row.id,
      img: row.img,
      title: row.title,
      author: row.author,
      date: row.publishedAt.toISOString(),
      desc: row.summary,
      blog: row.body,
    }))
  }
}
