import { AccountPage } from '@/features/account'
import { RequireAuth } from '@/features/auth'

export function Component() {
  return (
    <RequireAuth>
      <AccountPage />
    </RequireAuth>
  )
}
