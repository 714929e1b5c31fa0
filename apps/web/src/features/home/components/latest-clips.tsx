import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { ProductGrid, useProducts } from '@/features/catalog'

export function LatestClips() {
  const { data: products, isPending, isError } = useProducts()
  return (
    <section aria-labelledby="latest-clips" className="py-16">
      <Container>
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="latest-clips" className="text-3xl font-extrabold tracking-tight">
              On the board now
            </h2>
            <p className="mt-2 text-zinc-600">Hover a clip to watch it loop.</p>
          </div>
          <Link to="/shop" className="font-semibold text-amber-800 hover:underline">
            View the whole shop
          </Link>
        </div>
        {isPending && <Spinner label="Loading clips" />}
        {isError && (
          <p className="text-zinc-600">The clips could not be loaded. Please try again later.</p>
        )}
        {products && <ProductGrid products={products} columns={4} />}
      </Container>
    </section>
  )
}
