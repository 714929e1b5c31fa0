import { type ClipFacts, toCents } from '@marquee/core'
import type { Transaction } from '../db/client.ts'
import { blogPosts, brands, categories, products, reviews } from '../db/schema.ts'
import { clipFactColumns } from '../services/catalog/clip-fact-columns.ts'
import { seedBlogEntries } from './blog-data.ts'
import { seedCategories, seedProducts } from './catalog-data.ts'
import { readSeedClipFacts } from './seed-clip-facts.ts'
import type { SeedProduct } from './seed-product.ts'

/** What a new database gets: the demo store, or a real shop with only what it sells (docs/requirements.md §10). */
export type SeedKind = 'demo' | 'shop'

/**
 * The categories, brands, clips and blog. A shop's clips start with no reviews and no rating
 * (its customers write them); the demo's come with the seed's reviews and their average.
 */
export async function insertCatalog(tx: Transaction, kind: SeedKind): Promise<void> {
  const facts = await readSeedClipFacts(seedProducts.map((product) => product.videoLink))
  const categoryIds = new Map<string, number>()
  for (const [position, category] of seedCategories.entries()) {
    const [parent] = await tx
      .insert(categories)
      .values({ title: category.parentTitle, position })
      .returning({ id: categories.id })
    if (!parent) throw new Error(`could not insert category ${category.parentTitle}`)
    for (const [childPosition, child] of category.children.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ title: child, parentId: parent.id, position: childPosition })
        .returning({ id: categories.id })
      if (row) categoryIds.set(`${category.parentTitle}/${child}`, row.id)
    }
  }

  const brandNames = [...new Set(seedProducts.map((product) => product.brand))]
  const brandRows = await tx
    .insert(brands)
    .values(brandNames.map((name) => ({ name })))
    .returning()
  const brandIds = new Map(brandRows.map((row) => [row.name, row.id]))

  for (const product of seedProducts) {
    const categoryId = categoryIds.get(`${product.parentCategory}/${product.category}`)
    const brandId = brandIds.get(product.brand)
    if (!categoryId || !brandId) throw new Error(`seed product ${product.slug} has no category`)
    const [row] = await tx
      .insert(products)
      .values({
        ...toProductRow(product, categoryId, brandId, facts.get(product.videoLink) ?? null),
        rating: kind === 'demo' ? product.rating : 0,
      })
      .returning({ id: products.id })
    if (!row) throw new Error(`could not insert product ${product.slug}`)
    if (kind === 'demo' && product.reviews.length > 0) {
      await tx.insert(reviews).values(
        product.reviews.map((review) => ({
          productId: row.id,
          img: review.img,
          name: review.name,
          createdAt: new Date(review.time),
          rating: review.rating,
          body: review.review_desc,
        })),
      )
    }
  }

  await tx.insert(blogPosts).values(
    seedBlogEntries.map((entry) => ({
      img: entry.img,
      title: entry.title,
      author: entry.author,
      publishedAt: new Date(entry.date),
      summary: entry.desc,
      body: entry.blog,
    })),
  )
}

function toProductRow(
  product: SeedProduct,
  categoryId: number,
  brandId: number,
  facts: ClipFacts | null,
) {
  return {
    slug: product.slug,
    title: product.title,
    priceCents: toCents(product.price),
    oldPriceCents: product.old_price === null ? null : toCents(product.old_price),
    discount: product.discount,
    isNew: product.new,
    categoryId,
    brandId,
    img: product.img,
    thumbImg: product.thumb_img,
    relatedImages: product.related_images,
    bannerImg: product.banner_img,
    videoLink: product.videoLink,
    smDesc: product.sm_desc,
    quantity: product.quantity,
    status: product.status,
    detailsText: product.details.details_text,
    detailsList: product.details.details_list,
    detailsText2: product.details.details_text_2,
    sizes: product.sizes,
    colors: product.colors,
    dimension: product.dimension,
    trending: product.trending,
    banner: product.banner,
    ...clipFactColumns(facts),
  }
}
