import { z } from 'zod'
import { singleLineText } from './input-fields.ts'
import { CREDIT_PACKS, PAID_PLANS } from './plan-names.ts'

export const paidPlanSchema = z.enum(PAID_PLANS)

/** GET /api/plans: what the subscribe page shows; amounts in dollars per period. */
export const planSchema = z.object({
  name: z.enum(['Free', ...PAID_PLANS]),
  price: z.number(),
  downloads: z.number().int(),
  customizations: z.number().int(),
  priceId: z.string().nullable(),
})
export type Plan = z.infer<typeof planSchema>

/** 'Buy More Pro Credits' / 'Buy More Enterprise Credits'. */
export const creditPackSchema = z.object({
  id: z.enum(CREDIT_PACKS),
  plan: paidPlanSchema,
  price: z.number(),
  downloads: z.number().int(),
  customizations: z.number().int(),
  priceId: z.string().nullable(),
})
export type CreditPack = z.infer<typeof creditPackSchema>

export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  creditPacks: z.array(creditPackSchema),
})

/**
 * POST /api/create-checkout-session: docs/requirements.md §7's {subscriptionType, userEmail}; the plan
 * buttons' {name, priceId, quantity: 1} is accepted too. The price id is the server's own.
 */
export const subscriptionCheckoutRequestSchema = z
  .object({
    subscriptionType: paidPlanSchema.optional(),
    name: paidPlanSchema.optional(),
    priceId: singleLineText().max(200).optional(),
    quantity: z.literal(1).optional(),
    userEmail: z.email().max(254),
  })
  .refine((body) => body.subscriptionType ?? body.name, {
    path: ['subscriptionType'],
    message: 'choose Pro or Enterprise',
  })

/** POST /api/create-checkout-session-credits. */
export const creditPackCheckoutRequestSchema = z.object({
  pack: z.enum(CREDIT_PACKS),
  userEmail: z.email().max(254),
})

/** POST /api/billing/portal: where 'Manage subscription' goes. */
export const billingPortalSchema = z.object({ url: z.string() })
