// What the stores of the browser tests (scripts/e2e-server.mjs, scripts/test-cluster.mjs)
// set beside the defaults.
export const e2eEnv = {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Parallel browser tests sign in, register, post reviews, upload logos, send forms and
  // apply coupons many times a minute, all from one address: the per-address budgets (and,
  // for reviews and forms, the store-wide ones) would refuse them. The API tests prove them.
  SIGN_IN_RATE_LIMIT: '1000',
  SIGN_IN_ADDRESS_RATE_LIMIT: '1000',
  REGISTRATION_RATE_LIMIT: '1000',
  AUTHORIZE_RATE_LIMIT: '1000',
  CONTACT_RATE_LIMIT: '1000',
  CONTACT_GLOBAL_RATE_LIMIT: '1000',
  SEND_EMAIL_RATE_LIMIT: '1000',
  UPLOAD_RATE_LIMIT: '1000',
  REVIEW_RATE_LIMIT: '1000',
  REVIEW_GLOBAL_RATE_LIMIT: '1000',
  COUPON_RATE_LIMIT: '1000',
  CONVERTER_TEST_RATE_LIMIT: '1000',
  CONVERTER_TEST_GLOBAL_RATE_LIMIT: '1000',
  // A reminder after a checkout left unpaid (only when the customer ticked the box) comes
  // after 3.6 seconds rather than hours: e2e/checkout/abandoned-reminder.spec.ts waits for it.
  ABANDONED_CHECKOUT_REMINDER_HOURS: '0.001',
}
