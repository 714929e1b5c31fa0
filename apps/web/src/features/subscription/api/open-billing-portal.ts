import { withToken } from '@/features/auth'

/** POST /api/billing/portal: the provider's page for cancelling, resuming or switching plan. */
export const openBillingPortal = (userEmail: string) =>
  withToken<{ url: string }>('/billing/portal', { method: 'POST', body: { userEmail } })
