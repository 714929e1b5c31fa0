import { ANONYMOUS_EMAIL } from '@marquee/core'
import { postAsCustomer, useSessionStore } from '@/features/auth'

/**
 * docs/requirements.md §7: an applied coupon is recorded for the signed-in customer's email, or the
 * anonymous placeholder for a visitor (docs/requirements.md §6). A failure costs the shopper nothing, so it
 * is only logged.
 */
export function recordDiscountUse(discountCode: string): Promise<void> {
  const userEmail = useSessionStore.getState().user?.email ?? ANONYMOUS_EMAIL
  return postAsCustomer('/discounts/use', { userEmail, discountCode }).then(
    () => undefined,
    (error: unknown) => console.warn('Could not record the coupon use:', error),
  )
}
