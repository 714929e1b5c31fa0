import { Fragment } from 'react'
import { useCategories } from '@/features/catalog'
import { categoryRails } from '../../lib/select-sections'
import { ProductRail } from './product-rail'
import type { ProductSectionProps } from './section-props'

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** A row of clips for each business, each linking to its part of the shop. */
export function CategoryRailsSection({ products, view, railSize }: ProductSectionProps) {
  const { data: categories } = useCategories()
  return (
    <>
      {categoryRails(categories ?? [], products, railSize).map((rail) => (
        <Fragment key={rail.parent}>
          <ProductRail
            id={`rail-${slug(rail.parent)}`}
            title={rail.parent}
            text={`Clips for ${rail.parent.toLowerCase()}.`}
            products={rail.products}
            view={view}
            link={{
              to: `/shop?${new URLSearchParams({ category: rail.parent })}`,
              label: `All ${rail.parent} clips`,
            }}
          />
        </Fragment>
      ))}
    </>
  )
}
