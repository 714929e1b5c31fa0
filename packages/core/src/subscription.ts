import type { UserMetadata } from './account.ts'

/**
 * docs/requirements.md §6: subscribed means subscription_status equals 'active'. Kept apart from account.ts's
 * zod schemas: the storefront's header needs this rule on every page, the schemas only on the
 * sign-in and account pages, so zod stays out of the first page's JavaScript.
 */
export const isSubscribed = (metadata: Pick<UserMetadata, 'subscription_status'> | undefined) =>
  metadata?.subscription_status === 'active'
