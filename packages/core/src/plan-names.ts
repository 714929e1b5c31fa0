/**
 * The paid plans and their credit packs by name. Kept apart from plans.ts's zod schemas: the
 * subscribe page needs the names to render, the schemas only when an answer is checked, so
 * zod stays out of that page's first JavaScript.
 */
export const PAID_PLANS = ['Pro', 'Enterprise'] as const
export type PaidPlan = (typeof PAID_PLANS)[number]

export const CREDIT_PACKS = ['pro-credits', 'enterprise-credits'] as const
