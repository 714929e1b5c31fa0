import { z } from 'zod'

/** The one reminder mail after a cart checkout left unpaid, for customers who asked for it. */
export const reminderEnv = {
  /**
   * Hours after the checkout opened before its reminder goes out; decimals allowed (0.5 is
   * half an hour). The browser tests use a few seconds.
   */
  ABANDONED_CHECKOUT_REMINDER_HOURS: z.coerce
    .number()
    .positive('must be more than 0 hours, e.g. 4')
    .max(168, 'must be at most 168 hours (a week)')
    .default(4),
}
