import type { Product } from '@marquee/core'
import { ProductGrid, useProductsByCategory } from '@/features/catalog'

/** docs/requirements.md §9: at most 4 related products. */
export const MAX_RELATED = 4

/**
 * Other clips of the same category, topped up from its parent category when the category
 * alone has too few (each sample subcategory holds a single clip).
 */
export function RelatedProducts({ product }: { product: Product }) {
  const { data: sameCategory = [] } = useProductsByCategory(product.category)
  const { data: sameParent = [] } = useProductsByCategory(product.parentCategory)
  const seen = new Set([product.id])
  const related = [...sameCategory, ...sameParent]
    .filter((other) => !seen.has(other.id) && seen.add(other.id))
    .slice(0, MAX_RELATED)
  if (related.length === 0) return null
  return (
    <section aria-labelledby="related-products" className="mt-20">
      <h2 id="related-products" className="mb-8 text-2xl font-extrabold tracking-tight sm:text-3xl">
        Related Products
      </h2>
      <ProductGrid products={related} columns={4} />
    </section>
  )
}
