import type { AdminReviewQuery, ModeratedReview } from '@marquee/core'
import { asc, count, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products, reviews } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { recordAudit } from '../admin/audit-log.ts'
import { ownReviewColumns, ownsClip, refreshRating, toModeratedReview } from './review-rows.ts'

/** One page of the reviews in a status, oldest first: the back office's approval queue. */
export async function listReviews(
  db: Database,
  query: AdminReviewQuery,
): Promise<{ items: ModeratedReview[]; total: number }> {
  const where = eq(reviews.status, query.status)
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...ownReviewColumns, productTitle: products.title })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(reviews).where(where),
  ])
  return { items: rows.map(toModeratedReview), total: totals?.total ?? 0 }
}

/**
 * Approves or rejects a review, audited in the same transaction. The verified mark is looked
 * at again (the customer may have bought the clip since writing), and the rating follows
 * whenever an approved review comes or goes; both writes raise the catalogue notification
 * every instance listens to, so product pages, cards and searches show the new rating.
 */
export async function decideReview(
  db: Database,
  decision: { reviewId: number; status: 'approved' | 'rejected'; actorId: string },
): Promise<ModeratedReview> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ ...ownReviewColumns, userId: reviews.userId })
      .from(reviews)
      .where(eq(reviews.id, decision.reviewId))
      .for('update')
    if (!before) throw notFound('No review has this id')
    const verified =
      before.userId === null
        ? reviews.verified
        : sql<boolean>`${reviews.verified} or ${ownsClip(before.userId, sql`${reviews.productId}`)}`
    const [row] = await tx
      .update(reviews)
      .set({ status: decision.status, verified })
      .where(eq(reviews.id, decision.reviewId))
      .returning(ownReviewColumns)
    if (!row) throw notFound('No review has this id')
    if (before.status === 'approved' || decision.status === 'approved') {
      await refreshRating(tx, row.productId)
    }
    const [product] = await tx
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, row.productId))
    await recordAudit(tx, {
      actorId: decision.actorId,
      action: decision.status === 'approved' ? 'review.approve' : 'review.reject',
      entity: 'review',
      entityId: row.id,
      before: { status: before.status, verified: before.verified },
      after: { status: row.status, verified: row.verified },
    })
    return toModeratedReview({ ...row, productTitle: product?.title ?? '' })
  })
}
