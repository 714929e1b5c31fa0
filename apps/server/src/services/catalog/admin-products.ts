import type { AdminProduct, MediaJob } from '@marquee/core'
import { desc, eq, inArray } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { productMediaJobs, products } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'

type ProductRow = typeof products.$inferSelect
type MediaJobRow = typeof productMediaJobs.$inferSelect

export const mediaJobView = (row: MediaJobRow): MediaJob => ({
  id: row.id,
  productId: row.productId,
  status: row.status,
  progress: row.progress,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
})

function adminProductView(row: ProductRow, job: MediaJobRow | undefined): AdminProduct {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.smDesc,
    price: row.priceCents / 100,
    oldPrice: row.oldPriceCents === null ? null : row.oldPriceCents / 100,
    categoryId: row.categoryId,
    brandId: row.brandId,
    sizes: row.sizes,
    colors: row.colors,
    dimension: row.dimension,
    quantity: row.quantity,
    status: row.status,
    isNew: row.isNew,
    trending: row.trending,
    published: row.published,
    img: row.img,
    thumbImg: row.thumbImg,
    videoLink: row.videoLink,
    latestMediaJob: job ? mediaJobView(job) : null,
  }
}

/** The newest media job of each of these products. */
async function latestJobs(db: Database | Transaction, ids: number[]) {
  if (ids.length === 0) return new Map<number, MediaJobRow>()
  const rows = await db
    .selectDistinctOn([productMediaJobs.productId])
    .from(productMediaJobs)
    .where(inArray(productMediaJobs.productId, ids))
    .orderBy(productMediaJobs.productId, desc(productMediaJobs.createdAt))
  return new Map(rows.map((row) => [row.productId, row]))
}

/** Every clip, published or not, newest first: the back office's catalogue list. */
export async function listAdminProducts(db: Database): Promise<AdminProduct[]> {
  const rows = await db.select().from(products).orderBy(desc(products.id))
  const jobs = await latestJobs(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => adminProductView(row, jobs.get(row.id)))
}

/** One clip as the back office sees it; 404 naming the id when there is none. */
export async function adminProduct(db: Database | Transaction, id: number): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  if (!row) throw notFound(`id: no clip ${id}`)
  const jobs = await latestJobs(db, [id])
  return adminProductView(row, jobs.get(id))
}
