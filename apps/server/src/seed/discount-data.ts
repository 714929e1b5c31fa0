/** Demo coupon codes, listed in the README. */
export const seedDiscounts = [
  { name: 'Welcome 10% off', code: 'WELCOME10', percentage: 10, status: 'active' as const },
  { name: 'Spring launch 25% off', code: 'SPRING25', percentage: 25, status: 'inactive' as const },
  {
    name: 'First customer 50% off',
    code: 'FIRST50',
    percentage: 50,
    status: 'active' as const,
    usageLimit: 1,
  },
]
