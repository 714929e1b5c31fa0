import type { Product } from '@marquee/core'
import { Container } from '@/components/ui/container'
import { ProductGrid } from '@/features/catalog'
import { type GridSteps, wholeRowsClass } from '@/lib/whole-rows'
import type { RailView } from '../home-variants'
import { ProductTile } from './product-tile'
import { SectionHeading } from './section-heading'

interface ProductRailProps {
  id: string
  title: string
  text: string
  products: Product[]
  view: RailView
  link: { to: string; label: string }
}

const tileSteps: GridSteps = [
  ['base-sm', 1],
  ['sm-lg', 2],
  ['lg-up', 3],
]

/** A headed row of clips, as full product cards or as compact tiles. */
export function ProductRail({ id, title, text, products, view, link }: ProductRailProps) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby={id} className="py-14 sm:py-16">
      <Container>
        <SectionHeading id={id} title={title} text={text} link={link} />
        {view === 'cards' ? (
          <ProductGrid products={products} columns={4} wholeRows />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product, index) => (
              <li key={product.id} className={wholeRowsClass(index, products.length, tileSteps)}>
                <ProductTile product={product} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  )
}
