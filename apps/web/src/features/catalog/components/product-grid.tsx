import type { Product } from '@marquee/core'
import { cn } from '@/lib/cn'
import { type CardView, ProductCard } from './product-card'

export type GridColumns = 2 | 3 | 4

const columnClasses: Record<GridColumns, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
}

interface ProductGridProps {
  products: Product[]
  view?: CardView
  columns?: GridColumns
  /** How many posters, from the first, load at once and first (the first row's). */
  eager?: number
}

export function ProductGrid({ products, view = 'grid', columns = 3, eager = 0 }: ProductGridProps) {
  return (
    <ul className={cn('grid grid-cols-1 gap-6', view === 'grid' && columnClasses[columns])}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} view={view} eager={index < eager} />
        </li>
      ))}
    </ul>
  )
}
