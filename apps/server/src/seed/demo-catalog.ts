import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Category } from '@marquee/core'
import { z } from 'zod'
import {
  chaseDetail,
  customizationText,
  dimensionBySize,
  patternWording,
  sharedDetails,
} from './demo-wording.ts'
import { demoProductMedia } from './product-media.ts'
import { reviewers } from './reviewers.ts'
import type { SeedProduct } from './seed-product.ts'

/**
 * The demo catalogue beyond the SPEC's five sample clips: one JSON file per group of
 * categories in demo-catalog/, read by this module for the seed and by make-media.mjs for
 * the clips (`sign` is what the clip shows), so the two cannot drift apart.
 */

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-catalog')
const DEMO_QUANTITY = 250

const demoProductSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  price: z.number().positive(),
  oldPrice: z.number().positive().nullable(),
  new: z.boolean(),
  category: z.string(),
  brand: z.string(),
  sign: z.object({ text: z.string(), tag: z.string(), pattern: z.string(), chase: z.boolean() }),
  colors: z.array(z.string()).min(2),
  sizes: z.array(z.enum(['Small', 'Medium', 'Large'])).min(1),
  trending: z.boolean(),
  banner: z.boolean(),
  description: z.string(),
  reviews: z.array(
    z.object({
      by: z.enum(Object.keys(reviewers) as [keyof typeof reviewers]),
      rating: z.number().int().min(1).max(5),
      date: z.iso.date(),
      text: z.string(),
    }),
  ),
})

const demoFileSchema = z.object({
  categories: z.array(z.object({ parentTitle: z.string(), children: z.array(z.string()) })),
  products: z.array(demoProductSchema),
})

type DemoProduct = z.infer<typeof demoProductSchema>

const files = readdirSync(DATA_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => demoFileSchema.parse(JSON.parse(readFileSync(path.join(DATA_DIR, name), 'utf8'))))

export const demoCategories: Category[] = files.flatMap((file) => file.categories)

/** The average of the reviews to one decimal, 0 with none. */
const averageRating = (ratings: number[]) =>
  ratings.length === 0
    ? 0
    : Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10

function toSeedProduct(product: DemoProduct, parentCategory: string): SeedProduct {
  const { sign } = product
  const largest = product.sizes.at(-1) ?? 'Medium'
  return {
    slug: product.slug,
    title: product.title,
    price: product.price,
    old_price: product.oldPrice,
    discount:
      product.oldPrice === null
        ? null
        : Math.round(((product.oldPrice - product.price) / product.oldPrice) * 100),
    new: product.new,
    category: product.category,
    parentCategory,
    brand: product.brand,
    ...demoProductMedia(product.slug),
    sm_desc: product.description,
    quantity: DEMO_QUANTITY,
    status: 'in-stock',
    rating: averageRating(product.reviews.map((review) => review.rating)),
    reviews: product.reviews.map((review) => ({
      ...reviewers[review.by],
      time: `${review.date}T12:00:00.000Z`,
      rating: review.rating,
      review_desc: review.text,
    })),
    details: {
      details_text: `${product.title} is a four-second loop. ${patternWording[sign.pattern] ?? ''}, "${sign.text}" slides in and holds, and "${sign.tag}" pulses once a second underneath. ${product.description}`,
      details_list: [...sharedDetails, ...(sign.chase ? [chaseDetail] : [])],
      details_text_2: customizationText,
    },
    sizes: product.sizes,
    colors: product.colors,
    dimension: dimensionBySize[largest] ?? '',
    trending: product.trending,
    banner: product.banner,
  }
}

export const demoProducts: SeedProduct[] = files.flatMap((file) =>
  file.products.map((product) => {
    const parent = file.categories.find((c) => c.children.includes(product.category))
    if (!parent) throw new Error(`demo product ${product.slug} has no category`)
    return toSeedProduct(product, parent.parentTitle)
  }),
)
