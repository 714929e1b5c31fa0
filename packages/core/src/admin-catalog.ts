import { z } from 'zod'
import { multiLineText, recordId, singleLineText } from './input-fields.ts'
import { productStatusSchema } from './product.ts'

/** Prices the back office may set, in dollars: cents exactly, at most a million. */
const dollars = () =>
  z
    .number()
    .min(0, 'must not be negative')
    .max(1_000_000, 'must be at most 1000000')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most 2 decimals')

const shortText = (max: number) =>
  singleLineText().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`)

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A clip's address in the shop: lower-case words joined by hyphens. */
export const slugSchema = z
  .string()
  .max(120, 'must be at most 120 characters')
  .regex(SLUG, 'use lower-case letters, digits and single hyphens, e.g. tire-sale-countdown')

const labelList = z.array(shortText(40)).max(20, 'at most 20 entries')

/** What the back office writes for a clip; media fields are set by the media job. */
export const adminProductInputSchema = z.object({
  title: shortText(160),
  slug: slugSchema,
  description: multiLineText().trim().max(4000, 'must be at most 4000 characters'),
  price: dollars(),
  oldPrice: dollars().nullable(),
  categoryId: recordId(),
  brandId: recordId(),
  sizes: labelList,
  colors: labelList,
  dimension: singleLineText().trim().max(80, 'must be at most 80 characters'),
  quantity: z.number().int().min(0).max(1_000_000),
  status: productStatusSchema,
  isNew: z.boolean(),
  trending: z.boolean(),
})
export type AdminProductInput = z.infer<typeof adminProductInputSchema>

/** An edit changes only the fields it names. */
export const adminProductPatchSchema = adminProductInputSchema.partial()

export const publishBodySchema = z.object({ published: z.boolean() })

export const categoryInputSchema = z.object({
  title: shortText(80),
  parentId: recordId().nullable(),
})

export type CategoryInput = z.infer<typeof categoryInputSchema>

export const brandInputSchema = z.object({ name: shortText(80) })
export type BrandInput = z.infer<typeof brandInputSchema>

export const mediaJobStatusSchema = z.enum(['queued', 'working', 'done', 'failed'])

export const mediaJobSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  status: mediaJobStatusSchema,
  progress: z.number().min(0).max(1),
  error: z.string().nullable(),
  createdAt: z.string(),
})
export type MediaJob = z.infer<typeof mediaJobSchema>

/** A clip as the back office sees it: the shop's fields, plus what the shop never shows. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  price: z.number(),
  oldPrice: z.number().nullable(),
  categoryId: z.number().int(),
  brandId: z.number().int(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  dimension: z.string(),
  quantity: z.number().int(),
  status: productStatusSchema,
  isNew: z.boolean(),
  trending: z.boolean(),
  published: z.boolean(),
  img: z.string(),
  thumbImg: z.string(),
  videoLink: z.string(),
  latestMediaJob: mediaJobSchema.nullable(),
})
export type AdminProduct = z.infer<typeof adminProductSchema>

/** How many clips, published or not, use a category or brand: one in use cannot be deleted. */
const clips = z.number().int()

export const adminTaxonomySchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      parentId: z.number().int().nullable(),
      clips,
    }),
  ),
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), clips })),
})
export type AdminTaxonomy = z.infer<typeof adminTaxonomySchema>
