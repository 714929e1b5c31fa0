import type { ModeratedReview } from '@marquee/core'
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products, reviews } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { ownReviewColumns, ownsClip, refreshRating, toModeratedReview } from './review-rows.ts'

/** The back office's queue holds at most this many at once, oldest first. */
export const PENDING_PAGE = 100

export async function listPendingReviews(db: Database): Promise<ModeratedReview[]> {
  const rows = await db
    .select({ ...ownReviewColumns, productTitle: products.title })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.status, 'pending'))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(PENDING_PAGE)
  return rows.map(toModeratedReview)
}

export interface ReviewDecision {
  review: ModeratedReview
  /** The status it had before, for the audit log. */
  previousStatus: ModeratedReview['status']
}

/**
 * Approves or rejects a review. The verified mark is looked at again (the customer may have
 * bought the clip since writing), and the rating follows whenever an approved review comes
 * or goes; both writes raise the catalogue notification every instance listens to.
 */
export async function decideReview(
  db: Database,
  reviewId: number,
  status: 'approved' | 'rejected',
): Promise<ReviewDecision> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: reviews.status, userId: reviews.userId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update')
    if (!before) throw notFound('No review has this id')
    const verified =
      before.userId === null
        ? reviews.verified
        : sql<boolean>`${reviews.verified} or ${ownsClip(before.userId, sql`${reviews.productId}`)}`
    const [row] = await tx
      .update(reviews)
      .set({ status, verified })
      .where(eq(reviews.id, reviewId))
      .returning(ownReviewColumns)
    if (!row) throw notFound('No review has this id')
    if (before.status === 'approved' || status === 'approved') {
      await refreshRating(tx, row.productId)
    }
    const [product] = await tx
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, row.productId))
    return {
      review: toModeratedReview({ ...row, productTitle: product?.title ?? '' }),
      previousStatus: before.status,
    }
  })
}
