import { RequireAuth } from '@/features/auth'
import { CheckoutSuccessPage } from '@/features/checkout'

export function Component() {
  return (
    <RequireAuth>
      <CheckoutSuccessPage />
    </RequireAuth>
  )
}
