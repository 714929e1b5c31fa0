import { z } from 'zod'
import { adminPage, adminPageQuery } from './admin-list.ts'
import { multiLineText, recordIdParam, singleLineText } from './input-fields.ts'

/**
 * docs/requirements.md §2's review form: name, subject, comments and a rating of one to five stars. Its email
 * is the signed-in reviewer's own account, never what a request says: an `email` sent with a
 * review is dropped like any unknown field.
 */
export const reviewInputSchema = z.object({
  name: singleLineText()
    .trim()
    .min(1, 'Please enter your name')
    .max(100, 'Please keep your name under 100 characters'),
  subject: singleLineText()
    .trim()
    .min(1, 'Please add a subject')
    .max(150, 'Please keep the subject under 150 characters'),
  comments: multiLineText()
    .trim()
    .min(10, 'Please tell other sign owners a little more (at least 10 characters)')
    .max(5000, 'Please keep your review under 5000 characters'),
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5 stars' })
    .int('Please choose a rating from 1 to 5 stars')
    .min(1, 'Please choose a rating from 1 to 5 stars')
    .max(5, 'Please choose a rating from 1 to 5 stars'),
})
export type ReviewInput = z.infer<typeof reviewInputSchema>

/** Where a review stands: only approved reviews are shown to others and counted in the rating. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const
export const reviewStatusSchema = z.enum(REVIEW_STATUSES)
export type ReviewStatus = z.infer<typeof reviewStatusSchema>

/** A customer's own review of a clip, whatever its status; only they (and the shop) see it. */
export const ownReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  comments: z.string(),
  rating: z.number().int().min(1).max(5),
  status: reviewStatusSchema,
  verified: z.boolean(),
  time: z.string(),
})
export type OwnReview = z.infer<typeof ownReviewSchema>

/** GET .../reviews/mine: their review, or null before they write one. */
export const ownReviewResponseSchema = z.object({ review: ownReviewSchema.nullable() })

/** A review waiting in (or decided by) the back office, with the clip it is about. */
export const moderatedReviewSchema = ownReviewSchema.extend({ productTitle: z.string() })
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>

/** GET /api/admin/reviews: the reviews in one status (pending by default), oldest first. */
export const adminReviewQuerySchema = z.object({
  status: reviewStatusSchema.default('pending'),
  ...adminPageQuery,
})
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>
export const adminReviewPageSchema = adminPage(moderatedReviewSchema)
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>

/** A review in a path: /api/admin/reviews/:reviewId/... */
export const reviewIdParamsSchema = z.object({ reviewId: recordIdParam() })
