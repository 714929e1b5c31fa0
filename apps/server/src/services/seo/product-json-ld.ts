import type { Product } from '@marquee/core'

/** Prices are in dollars (docs/requirements.md §10: Stripe charges in usd). */
const CURRENCY = 'USD'

const AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'out-of-stock': 'https://schema.org/OutOfStock',
} as const

/**
 * schema.org Product for a product page, so search results can show its price, availability
 * and rating. `absolute` makes the store's paths into PUBLIC_URL addresses.
 */
export function productJsonLd(
  product: Product,
  description: string,
  absolute: (path: string) => string,
) {
  const url = absolute(`/shop/shop-details/${product.id}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: [product.img, ...product.related_images].map(absolute),
    description,
    sku: String(product.id),
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: AVAILABILITY[product.status],
      url,
    },
    ...(product.reviews.length > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    url,
  }
}
