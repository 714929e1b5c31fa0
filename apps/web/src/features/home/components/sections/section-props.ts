import type { Product } from '@marquee/core'
import type { RailView } from '../home-variants'

/** What a home section receives: the catalogue, loaded once by the page, and how to show clips. */
export interface ProductSectionProps {
  products: Product[]
  view: RailView
  /** How many clips each rail of the layout shows. */
  railSize: number
}
