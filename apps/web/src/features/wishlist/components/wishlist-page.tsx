import { lazy, Suspense } from 'react'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import { EmptyList } from '@/components/ui/empty-list'
import { Spinner } from '@/components/ui/spinner'
import { useWishlistStore } from '../stores/wishlist-store'

const WishlistTable = lazy(() =>
  import('./wishlist-table').then((module) => ({ default: module.WishlistTable })),
)

export function WishlistPage() {
  const empty = useWishlistStore((state) => state.items.length === 0)
  return (
    <>
      <BreadcrumbBanner title="Wishlist" trail={[{ label: 'Shop', to: '/shop' }]} />
      <Container className="py-12 sm:py-16">
        {empty ? (
          <EmptyList message="No Wishlist Items Found" action="Continue Shopping" />
        ) : (
          <Suspense fallback={<Spinner label="Loading your wishlist" />}>
            <WishlistTable />
          </Suspense>
        )}
      </Container>
    </>
  )
}
