import { ANONYMOUS_EMAIL } from '@marquee/core'
import { apiPost } from '@/lib/api-client'

/**
 * SPEC §7: an applied coupon is recorded for the shopper's email, the anonymous placeholder
 * until accounts exist. A failure costs the shopper nothing, so it is only logged.
 */
export function recordDiscountUse(discountCode: string): Promise<void> {
  return apiPost('/discounts/use', { userEmail: ANONYMOUS_EMAIL, discountCode }).then(
    () => undefined,
    (error: unknown) => console.warn('Could not record the coupon use:', error),
  )
}
