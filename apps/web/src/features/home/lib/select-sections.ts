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

/** The clip the hero plays: the one flagged as banner, else the first. */
export const heroClip = (products: Product[]): Product | undefined =>
  products.find((product) => product.banner) ?? products[0]

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
  parent: string
  name: string
  count: number
  img: string | undefined
}

/** One tile per subcategory, with how many clips it holds and a poster from one of them. */
export function categoryTiles(
  categories: Category[],
  products: Product[],
  max = 8,
): CategoryTile[] {
  return categories
    .flatMap((category) =>
      category.children.map((name) => {
        const inside = products.filter(
          (product) => product.parentCategory === category.parentTitle && product.category === name,
        )
        return { parent: category.parentTitle, name, count: inside.length, img: inside[0]?.img }
      }),
    )
    .slice(0, max)
}

/** The newest blog posts first. */
export const latestPosts = (entries: BlogEntry[], max = 3): BlogEntry[] =>
  [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, max)
