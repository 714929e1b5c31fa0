import type { BlogEntry, Category, Product, Review } from '@marquee/core'

/** How many clips a home rail shows, so each section stays one row on a desktop. */
export const RAIL_SIZE = 4

export const newArrivals = (products: Product[], max = RAIL_SIZE): Product[] =>
  products.filter((product) => product.new).slice(0, max)

export const trendingClips = (products: Product[], max = RAIL_SIZE): Product[] =>
  products.filter((product) => product.trending).slice(0, max)

const markdown = (product: Product): number =>
  product.old_price ? (product.old_price - product.price) / product.old_price : 0

/** Clips whose old price is above the price, the deepest markdown first. */
export const deals = (products: Product[], max = RAIL_SIZE): Product[] =>
  products
    .filter((product) => product.old_price !== null && product.old_price > product.price)
    .sort((a, b) => markdown(b) - markdown(a))
    .slice(0, max)

/** Reviewed clips, the best rated first (more reviews first among equals). */
export const topRated = (products: Product[], max = RAIL_SIZE): Product[] =>
  products
    .filter((product) => product.reviews.length > 0)
    .sort((a, b) => b.rating - a.rating || b.reviews.length - a.reviews.length)
    .slice(0, max)

/** Which clip a layout's hero plays. */
export type HeroPick = 'banner' | 'new' | 'deal'

/**
 * The clip the hero plays: by default the one flagged as banner; a new-arrivals layout plays
 * its newest clip and a sale layout its deepest markdown. Each falls back to the banner clip,
 * then the first.
 */
export function heroClip(products: Product[], pick: HeroPick = 'banner'): Product | undefined {
  const picked =
    pick === 'new'
      ? newArrivals(products, 1)[0]
      : pick === 'deal'
        ? deals(products, 1)[0]
        : undefined
  return picked ?? products.find((product) => product.banner) ?? products[0]
}

export interface ProductReview extends Review {
  product: Pick<Product, 'id' | 'title'>
}

/** The newest reviews across every clip, each with the clip it is about. */
export function latestReviews(products: Product[], max = 3): ProductReview[] {
  return products
    .flatMap((product) =>
      product.reviews.map((review) => ({
        ...review,
        product: { id: product.id, title: product.title },
      })),
    )
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
    .slice(0, max)
}

export interface CategoryTile {
  name: string
  count: number
  img: string | undefined
}

/** One tile per business (top category), with how many clips it holds and a poster of one. */
export function categoryTiles(
  categories: Category[],
  products: Product[],
  max = 8,
): CategoryTile[] {
  return categories
    .map((category) => {
      const inside = products.filter((product) => product.parentCategory === category.parentTitle)
      return { name: category.parentTitle, count: inside.length, img: inside[0]?.img }
    })
    .filter((tile) => tile.count > 0)
    .slice(0, max)
}

/** A row of clips per business, in the categories' order, for a category-led layout. */
export function categoryRails(
  categories: Category[],
  products: Product[],
  perRail = RAIL_SIZE,
): Array<{ parent: string; products: Product[] }> {
  return categories
    .map((category) => ({
      parent: category.parentTitle,
      products: products
        .filter((product) => product.parentCategory === category.parentTitle)
        .slice(0, perRail),
    }))
    .filter((rail) => rail.products.length > 0)
}

/** The newest blog posts first. */
export const latestPosts = (entries: BlogEntry[], max = 3): BlogEntry[] =>
  [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, max)
