import { RequireAuth } from '@/features/auth'
import { ManageSubscriptionPage } from '@/features/subscription'

export function Component() {
  return (
    <RequireAuth>
      <ManageSubscriptionPage />
    </RequireAuth>
  )
}
