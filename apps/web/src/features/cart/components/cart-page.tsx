import { lazy, Suspense } from 'react'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import { EmptyList } from '@/components/ui/empty-list'
import { Spinner } from '@/components/ui/spinner'
import { useCartStore } from '../stores/cart-store'
import { CartNotices } from './cart-notices'
import { CartRestore } from './cart-restore'

// The table, coupon form and server pricing load with the first filled cart, not the home page.
const CartContents = lazy(() =>
  import('./cart-contents').then((module) => ({ default: module.CartContents })),
)

export function CartPage() {
  const empty = useCartStore((state) => state.items.length === 0)
  return (
    <>
      <BreadcrumbBanner title="Cart" trail={[{ label: 'Shop', to: '/shop' }]} />
      <Container className="py-12 sm:py-16">
        <CartRestore />
        <CartNotices className="mb-6" />
        {empty ? (
          <EmptyList message="No Cart Items Found" action="Continue Shopping" />
        ) : (
          <Suspense fallback={<Spinner label="Loading your cart" />}>
            <CartContents />
          </Suspense>
        )}
      </Container>
    </>
  )
}
