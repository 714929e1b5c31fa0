import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { ProductGrid, useProducts } from '@/features/catalog'
import { SectionHeading } from './section-heading'

/** How many clips the main home shows before sending the visitor to the shop. */
const SHOWN = 12

/** The catalogue's first clips as product cards: the main home's window on the shop. */
export function AllClipsSection() {
  const { data: products, isPending, isError } = useProducts()
  return (
    <section aria-labelledby="all-clips" className="py-14 sm:py-16">
      <Container>
        <SectionHeading
          id="all-clips"
          title="On the board now"
          text="Every clip loops without a seam. Open one to see it on your sign’s LEDs."
          link={{ to: '/shop', label: 'View the whole shop' }}
        />
        {isPending && <Spinner label="Loading clips" />}
        {isError && (
          <p className="text-zinc-600">The clips could not be loaded. Please try again later.</p>
        )}
        {products && <ProductGrid products={products.slice(0, SHOWN)} columns={4} wholeRows />}
      </Container>
    </section>
  )
}
