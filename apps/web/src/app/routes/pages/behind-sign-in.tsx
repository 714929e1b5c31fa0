import { type ComponentType, lazy, Suspense } from 'react'
import { PageLoading } from '@/components/ui/page-loading'
import { RequireAuth } from '@/features/auth'

/**
 * The route component of a page only a signed-in customer sees. The page's own code loads once
 * the visitor is known to be signed in: a signed-out visitor's first load fetches only what
 * sends them on to sign in (the page's code had shared a slow phone's bandwidth with the
 * sign-in library, and the trip to the sign-in form waited on both).
 */
export function behindSignIn(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }))
  return function SignedInPage() {
    return (
      <RequireAuth>
        <Suspense fallback={<PageLoading label="Loading your page" />}>
          <Page />
        </Suspense>
      </RequireAuth>
    )
  }
}
