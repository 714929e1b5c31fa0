import type { OwnReview, ReviewInput } from '@marquee/core'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products, reviews } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import type { Account } from '../accounts/accounts.ts'
import { ownReviewColumns, ownsClip, refreshRating, toOwnReview } from './review-rows.ts'

export interface PostedReview {
  review: OwnReview
  /** False when it replaced the customer's earlier review of the clip. */
  created: boolean
}

/**
 * One review per customer per clip: a second post replaces the first (a customer who has
 * since used the clip can say so) and waits for the shop's approval again, like a new one.
 * A replaced review that was approved leaves the rating at once. The review carries the
 * address of the account that signed in (read from its row with the token), so the shop
 * knows who wrote it.
 */
export async function postReview(
  db: Database,
  reviewer: Pick<Account, 'id' | 'email'>,
  productId: number,
  input: ReviewInput,
): Promise<PostedReview> {
  const userId = reviewer.id
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
    if (!product) throw notFound('No clip has this id')
    const [previous] = await tx
      .select({ status: reviews.status })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
      .for('update')
    const values = {
      name: input.name,
      email: reviewer.email,
      subject: input.subject,
      body: input.comments,
      rating: input.rating,
      status: 'pending' as const,
      verified: sql<boolean>`${ownsClip(userId, productId)}`,
      createdAt: sql<Date>`now()`,
    }
    const [row] = await tx
      .insert(reviews)
      .values({ ...values, productId, userId, img: '' })
      .onConflictDoUpdate({ target: [reviews.productId, reviews.userId], set: values })
      .returning(ownReviewColumns)
    if (!row) throw new Error('review was not stored')
    if (previous?.status === 'approved') await refreshRating(tx, productId)
    return { review: toOwnReview(row), created: previous === undefined }
  })
}

/** The customer's own review of this clip, in whatever state, or null. */
export async function findOwnReview(
  db: Database,
  userId: string,
  productId: number,
): Promise<OwnReview | null> {
  const [row] = await db
    .select(ownReviewColumns)
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
  return row ? toOwnReview(row) : null
}
