import type { StaffRole } from '@marquee/core'

/** What each role may do, as the Staff page says it (the server enforces it). */
export const ROLE_WORDS: Record<StaffRole, string> = {
  staff: 'Staff handle orders, custom orders, reviews and customers.',
  owner:
    'The owner also refunds, cancels paid orders, changes the catalogue, prices and coupons, and manages staff.',
}
