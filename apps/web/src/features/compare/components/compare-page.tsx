import { lazy, Suspense } from 'react'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import { EmptyList } from '@/components/ui/empty-list'
import { Spinner } from '@/components/ui/spinner'
import { useCompareStore } from '@/stores/compare-store'

const CompareTable = lazy(() =>
  import('./compare-table').then((module) => ({ default: module.CompareTable })),
)

export function ComparePage() {
  const empty = useCompareStore((state) => state.items.length === 0)
  return (
    <>
      <BreadcrumbBanner title="Compare" trail={[{ label: 'Shop', to: '/shop' }]} />
      <Container className="py-12 sm:py-16">
        {empty ? (
          <EmptyList message="No Compare product" action="Shop Now" />
        ) : (
          <Suspense fallback={<Spinner label="Loading the comparison" />}>
            <CompareTable />
          </Suspense>
        )}
      </Container>
    </>
  )
}
