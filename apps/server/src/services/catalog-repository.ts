import type { BlogEntry, Category, Product } from '@marquee/core'
import { asc, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { blogPosts, categories } from '../db/schema.ts'
import { notFound } from '../http-error.ts'
import { productSource, selectProducts } from './search/product-document.ts'
import type { ProductDocumentCache } from './search/product-document-cache.ts'
import { queryRows } from './search/rows.ts'

/**
 * Reads the catalogue in the shapes of docs/requirements.md §3. A product page and a category page take
 * their products from the document cache, as searches do.
 */
export class CatalogRepository {
  constructor(
    private readonly db: Database,
    private readonly documents: ProductDocumentCache,
  ) {}

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
    const [product] = await this.documents.get([id])
    return product
  }

  /** The product page's product; 404 when there is none. */
  async product(id: number): Promise<Product> {
    const product = await this.findProduct(id)
    if (!product) throw notFound(`No product with id ${id}`)
    return product
  }

  /** These products, in the order of `ids` (a search decides the order, this fills them in). */
  async productsByIds(ids: number[]): Promise<Product[]> {
    return this.documents.get(ids)
  }

  /** A page of the products whose category or parent category has this title, ignoring case. */
  async productsByCategory(
    title: string,
    page: { limit: number; offset: number },
  ): Promise<{ products: Product[]; total: number }> {
    const inCategory = sql`(lower(c.title) = lower(${title}) or lower(pc.title) = lower(${title}))`
    const [ids, [counted]] = await Promise.all([
      queryRows<{ id: number }>(
        this.db,
        sql`select p.id ${productSource} where ${inCategory}
          order by p.id limit ${page.limit} offset ${page.offset}`,
      ),
      queryRows<{ total: number }>(
        this.db,
        sql`select count(*)::int as total ${productSource} where ${inCategory}`,
      ),
    ])
    const products = await this.documents.get(ids.map((row) => row.id))
    return { products, total: counted?.total ?? 0 }
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
