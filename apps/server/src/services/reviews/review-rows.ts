import type { ModeratedReview, OwnReview } from '@marquee/core'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { reviews } from '../../db/schema.ts'

/** The columns of a review as its author and the shop see it (SQL over the table `reviews`). */
export const ownReviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  name: reviews.name,
  email: sql<string>`coalesce(${reviews.email}, '')`,
  subject: reviews.subject,
  comments: reviews.body,
  rating: reviews.rating,
  status: reviews.status,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
}

type OwnReviewRow = Omit<OwnReview, 'time'> & { createdAt: Date }

export const toOwnReview = ({ createdAt, ...row }: OwnReviewRow): OwnReview => ({
  ...row,
  time: createdAt.toISOString(),
})

export const toModeratedReview = (
  row: OwnReviewRow & { productTitle: string },
): ModeratedReview => ({ ...toOwnReview(row), productTitle: row.productTitle })

/**
 * Whether this customer bought the clip (a purchase not refunded) or had it delivered as a
 * download: what makes their review 'verified'.
 */
export const ownsClip = (userId: SQL | string, productId: SQL | number) => sql`(
  exists (select 1 from purchases pu
    where pu.user_id = ${userId} and pu.product_id = ${productId} and pu.revoked_at is null)
  or exists (select 1 from downloads d
    where d.user_id = ${userId} and d.product_id = ${productId} and d.status = 'ready'))`

/**
 * Sets the product's rating to the mean of its approved reviews (one decimal; 0 with none).
 * Called only when the set of approved reviews changes, so a seeded rating stands until then.
 * The write raises the catalogue's change notification, which refreshes every cached page.
 */
export async function refreshRating(
  db: Pick<Database, 'execute'>,
  productId: number,
): Promise<void> {
  await db.execute(sql`update products set rating = coalesce((
      select round(avg(r.rating)::numeric, 1) from reviews r
      where r.product_id = ${productId} and r.status = 'approved'), 0)
    where id = ${productId}`)
}
