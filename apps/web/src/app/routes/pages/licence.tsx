import { RequireAuth } from '@/features/auth'
import { LicencePage } from '@/features/downloads'

export function Component() {
  return (
    <RequireAuth>
      <LicencePage />
    </RequireAuth>
  )
}
