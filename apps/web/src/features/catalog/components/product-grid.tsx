import type { Product } from '@marquee/core'
import { cn } from '@/lib/cn'
import { type GridSteps, wholeRowsClass } from '@/lib/whole-rows'
import { type CardView, ProductCard } from './product-card'

export type GridColumns = 2 | 3 | 4

const columnClasses: Record<GridColumns, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
}

/** The columns each grid has from one width to the next, for `wholeRows`. */
const columnSteps: Record<GridColumns, GridSteps> = {
  2: [
    ['base-sm', 1],
    ['sm-up', 2],
  ],
  3: [
    ['base-sm', 1],
    ['sm-lg', 2],
    ['lg-up', 3],
  ],
  4: [
    ['base-sm', 1],
    ['sm-lg', 2],
    ['lg-xl', 3],
    ['xl-up', 4],
  ],
}

interface ProductGridProps {
  products: Product[]
  view?: CardView
  columns?: GridColumns
  /** How many posters, from the first, load at once and first (the first row's). */
  eager?: number
  /** Show only whole rows at every width (a home page's rail, whose link leads to the rest). */
  wholeRows?: boolean
}

export function ProductGrid({
  products,
  view = 'grid',
  columns = 3,
  eager = 0,
  wholeRows = false,
}: ProductGridProps) {
  const trimmed = wholeRows && view === 'grid'
  return (
    <ul className={cn('grid grid-cols-1 gap-6', view === 'grid' && columnClasses[columns])}>
      {products.map((product, index) => (
        <li
          key={product.id}
          className={
            trimmed ? wholeRowsClass(index, products.length, columnSteps[columns]) : undefined
          }
        >
          <ProductCard product={product} view={view} eager={index < eager} />
        </li>
      ))}
    </ul>
  )
}
