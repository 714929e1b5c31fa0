import { contentPagePath, listingPath } from '@marquee/core'
import { DEFAULT_HOME } from '@marquee/core/route-pages'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { shopProducts } from '../search/product-document.ts'
import { queryRows } from '../search/rows.ts'
import { indexableRoutes } from './site-pages.ts'
import type { SitemapEntry } from './sitemap-xml.ts'

interface ProductRow {
  id: number
  /** Seconds since the epoch: the product's creation or its newest review. */
  modified: number
  category: string
  parent: string | null
}

const newest = (a: Date | undefined, b: Date) => (a && a > b ? a : b)

/**
 * Every page a crawler should find: the public routes, each category and subcategory
 * listing (the shop filtered by it, as the storefront links it), every published product and
 * every published blog post. A product changes when it is added or a review of it is approved
 * (products keep no edit time); a listing when any of its products does; an about, FAQ or
 * policy page when it is saved (a hidden one is left out); the other fixed pages with the
 * storefront's build; a post when it is written or last edited.
 */
export async function sitemapEntries(db: Database, builtAt: Date): Promise<SitemapEntry[]> {
  const [products, posts, pages] = await Promise.all([
    queryRows<ProductRow>(
      db,
      sql`select p.id, c.title as category, pc.title as parent,
        extract(epoch from greatest(p.created_at,
          (select max(r.created_at) from reviews r
            where r.product_id = p.id and r.status = 'approved')))::float8 as modified
        from ${shopProducts} p
        join categories c on c.id = p.category_id
        left join categories pc on pc.id = c.parent_id
        order by p.id`,
    ),
    queryRows<{ id: number; modified: number }>(
      db,
      sql`select id, extract(epoch from coalesce(updated_at, published_at))::float8 as modified
        from blog_posts where published order by published_at desc`,
    ),
    queryRows<{ slug: string; published: boolean; modified: number }>(
      db,
      sql`select slug, published, extract(epoch from updated_at)::float8 as modified
        from content_pages`,
    ),
  ])
  const edited = new Map(pages.map((page) => [contentPagePath(page.slug), page]))
  let catalog: Date | undefined
  const listings = new Map<string, Date>()
  const productEntries = products.map((row) => {
    const lastmod = new Date(row.modified * 1000)
    catalog = newest(catalog, lastmod)
    const parent = row.parent ?? row.category
    const paths = [listingPath('/shop', [['category', parent]])]
    if (row.parent) {
      paths.push(
        listingPath('/shop', [
          ['category', parent],
          ['subcategory', row.category],
        ]),
      )
    }
    for (const path of paths) listings.set(path, newest(listings.get(path), lastmod))
    return { path: `/shop/shop-details/${row.id}`, lastmod }
  })
  const listingPages = new Set([DEFAULT_HOME, '/shop'])
  const routes = indexableRoutes()
    .filter((path) => edited.get(path)?.published !== false)
    .map((path) => {
      const page = edited.get(path)
      if (page) return { path, lastmod: new Date(page.modified * 1000) }
      return { path, lastmod: listingPages.has(path) ? newest(catalog, builtAt) : builtAt }
    })
  return [
    ...routes,
    ...[...listings].map(([path, lastmod]) => ({ path, lastmod })),
    ...productEntries,
    ...posts.map((row) => ({
      path: `/pages/blog-details/${row.id}`,
      lastmod: new Date(row.modified * 1000),
    })),
  ]
}
