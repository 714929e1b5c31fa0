import { z } from 'zod'
import { clipFactsSchema } from './clip-facts.ts'
import { productPersonalizationSchema } from './personalization.ts'

export const productStatusSchema = z.enum(['in-stock', 'out-of-stock'])

export const reviewSchema = z.object({
  img: z.string(),
  name: z.string(),
  time: z.string(),
  rating: z.number().min(0).max(5),
  review_desc: z.string(),
  // Beyond docs/requirements.md §3: the review form's subject, and whether the reviewer bought or downloaded
  // the clip. Optional so the seed's SPEC-shaped reviews stay valid.
  subject: z.string().optional(),
  verified: z.boolean().optional(),
})

export const productDetailsSchema = z.object({
  details_text: z.string(),
  details_list: z.array(z.string()),
  details_text_2: z.string(),
})

/** A clip for sale, in the shape docs/requirements.md §3 gives the storefront. Prices are dollars. */
export const productSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  price: z.number().nonnegative(),
  old_price: z.number().nonnegative().nullable(),
  discount: z.number().int().min(0).max(100).nullable(),
  new: z.boolean(),
  category: z.string(),
  parentCategory: z.string(),
  brand: z.string(),
  img: z.string(),
  thumb_img: z.string(),
  related_images: z.array(z.string()),
  banner_img: z.string(),
  videoLink: z.string(),
  sm_desc: z.string(),
  quantity: z.number().int().nonnegative(),
  status: productStatusSchema,
  rating: z.number().min(0).max(5),
  reviews: z.array(reviewSchema),
  details: productDetailsSchema,
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  dimension: z.string(),
  trending: z.boolean(),
  banner: z.boolean(),
  /** Facts read from the clip itself; null until it has been probed. */
  clip_facts: clipFactsSchema.nullable(),
})

export type Product = z.infer<typeof productSchema>

/** One clip as its own page gets it: the product and, when the shop made one, its template. */
export const productPageSchema = productSchema.extend({
  personalization: productPersonalizationSchema,
})
export type ProductPage = z.infer<typeof productPageSchema>
export type Review = z.infer<typeof reviewSchema>
export type ProductStatus = z.infer<typeof productStatusSchema>
