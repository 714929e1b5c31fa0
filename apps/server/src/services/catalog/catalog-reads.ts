import type { Category, Product, ProductPage } from '@marquee/core'
import { asc, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { findTemplate } from '../personalization/templates.ts'
import { productSource, selectProducts, shopProducts } from '../search/product-document.ts'
import type { ProductDocumentCache } from '../search/product-document-cache.ts'
import { queryRows } from '../search/rows.ts'

/**
 * What reading the catalogue (in the shapes of docs/requirements.md §3) needs. A product page and a
 * category page take their products from the document cache, as searches do.
 */
export interface CatalogReadDeps {
  db: Database
  documents: ProductDocumentCache
}

export async function listProducts(
  db: Database,
  page: { limit?: number; offset?: number } = {},
): Promise<Product[]> {
  // LIMIT NULL is no limit: the SPEC's call returns every product.
  const limit = page.limit ?? null
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from ${shopProducts} p order by p.id limit ${limit} offset ${page.offset ?? 0}`,
  )
  return selectProducts(
    db,
    rows.map((row) => row.id),
  )
}

export async function findProduct(
  { documents }: CatalogReadDeps,
  id: number,
): Promise<Product | undefined> {
  const [product] = await documents.get([id])
  return product
}

/** The product page's product; 404 when there is none. */
export async function requireProduct(catalog: CatalogReadDeps, id: number): Promise<Product> {
  const found = await findProduct(catalog, id)
  if (!found) throw notFound(`No product with id ${id}`)
  return found
}

/** The product page: the product and its template, when the shop made it personalisable; 404 when there is none. */
export async function productPage(catalog: CatalogReadDeps, id: number): Promise<ProductPage> {
  const [product, personalization] = await Promise.all([
    requireProduct(catalog, id),
    findTemplate(catalog.db, id),
  ])
  return { ...product, personalization }
}

/** These products, in the order of `ids` (a search decides the order, this fills them in). */
export async function productsByIds(
  { documents }: CatalogReadDeps,
  ids: number[],
): Promise<Product[]> {
  return documents.get(ids)
}

/** A page of the products whose category or parent category has this title, ignoring case. */
export async function productsByCategory(
  { db, documents }: CatalogReadDeps,
  title: string,
  page: { limit: number; offset: number },
): Promise<{ products: Product[]; total: number }> {
  const inCategory = sql`(lower(c.title) = lower(${title}) or lower(pc.title) = lower(${title}))`
  const [ids, [counted]] = await Promise.all([
    queryRows<{ id: number }>(
      db,
      sql`select p.id ${productSource} where ${inCategory}
        order by p.id limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total ${productSource} where ${inCategory}`,
    ),
  ])
  const products = await documents.get(ids.map((row) => row.id))
  return { products, total: counted?.total ?? 0 }
}

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db
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
