// Who may do what, without zod: the storefront's header asks isStaffRole on every page, and
// importing it from account.ts would bring that module's schemas (and zod) into the first page.

/**
 * Who may do what: the role lives in the database (users.role). Staff handle orders, custom
 * orders, reviews and customers; the owner also refunds, cancels paid orders, changes the
 * catalogue, its prices, plans and coupons, and manages staff.
 */
export const USER_ROLES = ['customer', 'staff', 'owner'] as const
export type UserRole = (typeof USER_ROLES)[number]
export type StaffRole = Exclude<UserRole, 'customer'>
export const STAFF_ROLES: readonly StaffRole[] = ['staff', 'owner']

/** What staff are told on an owner's action: the server's 403 and the back office's note. */
export const OWNER_ONLY_MESSAGE =
  'Only the shop’s owner can do this (refunds, paid cancellations, the catalogue, coupons and staff): ask the owner'

/** True for an account that may open the back office. */
export const isStaffRole = (role: UserRole | undefined | null): role is StaffRole =>
  role === 'staff' || role === 'owner'
