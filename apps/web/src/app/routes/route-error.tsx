import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { NotFoundPage } from '@/features/layout'

/** Shown inside the shell when a page throws, so the header and footer still work. */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold">Something went wrong</h1>
      <p className="max-w-md text-zinc-600">
        This page could not be shown. Reload to try again, or head back to the shop.
      </p>
      <Link to="/shop" className={buttonClass('dark')}>
        Back to the shop
      </Link>
    </Container>
  )
}
