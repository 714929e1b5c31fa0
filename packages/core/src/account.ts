import { z } from 'zod'
import { singleLineText } from './input-fields.ts'
import { USER_ROLES } from './roles.ts'
import { signSchema } from './signs.ts'

export const PLAN_TYPES = ['Free', 'Pro', 'Enterprise'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

/** The one message for a failed sign-in: it never tells whether the email is registered. */
export const SIGN_IN_FAILED_MESSAGE = 'Incorrect email or password.'
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.'
export const PASSWORD_RULE = 'Use at least 10 characters, with at least one letter and one digit.'
export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to choose a new password.'
export const RESET_LINK_INVALID_MESSAGE =
  'This reset link is invalid or has expired. Ask for a new one.'

const email = z
  .email('Please enter a valid email address')
  .max(254)
  .transform((value) => value.toLowerCase())

export const passwordSchema = z
  .string()
  .min(10, PASSWORD_RULE)
  .max(200, 'Use at most 200 characters.')
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), PASSWORD_RULE)

const personName = singleLineText().trim().min(1, 'Please enter your name').max(100)

export const signInSchema = z.object({
  email,
  // A password is hashed, never stored or searched as text: any character may be in it.
  password: z.string().min(1, 'Please enter your password').max(200),
})
export type SignIn = z.input<typeof signInSchema>

export const registrationSchema = z.object({ name: personName, email, password: passwordSchema })
export type Registration = z.input<typeof registrationSchema>

export const passwordResetRequestSchema = z.object({ email })
export const newPasswordSchema = z.object({ password: passwordSchema })
export const passwordResetSchema = newPasswordSchema.extend({
  token: singleLineText().min(20).max(200),
})

/** A sign side in pixels, with messages a customer can act on (the profile form shows them). */
const signSide = (side: 'Width' | 'Height') => {
  const range = `${side} must be between 1 and 10,000 pixels`
  const whole = `${side} must be a whole number of pixels`
  return z.number({ error: whole }).int(whole).min(1, range).max(10_000, range)
}

/** docs/requirements.md §3 "User": the metadata the storefront reads. */
export const userMetadataSchema = z.object({
  subscription_type: z.enum(PLAN_TYPES),
  subscription_status: z.string(),
  sign_width: signSide('Width').nullable(),
  sign_height: signSide('Height').nullable(),
})
export type UserMetadata = z.infer<typeof userMetadataSchema>

/** A bought credit pack with credits left: usable until `expires_at`, 12 months from purchase. */
export const packCreditsSchema = z.object({
  id: z.number().int(),
  plan: z.enum(PLAN_TYPES),
  downloads_left: z.number().int(),
  customizations_left: z.number().int(),
  bought_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
})
export type PackCredits = z.infer<typeof packCreditsSchema>

/**
 * docs/requirements.md §3 "Subscription info": zeros and no end date on Free. The remaining counts are what
 * can be spent: the period's own credits (`period_*`, until `subscription_end_date`) plus the
 * packs' (`credit_packs`, each until its own date, spent after the period's). `cancel_at`:
 * when a subscription set to cancel ends (ISO date), null while it renews. `billed`: the plan
 * renews through the payment provider, whose page manages it; false for a plan the shop set
 * up (seeded, migrated, granted by staff), which the store's own page manages.
 */
export const subscriptionInfoSchema = z.object({
  remaining_total_orders: z.number().int(),
  remaining_customization_orders: z.number().int(),
  subscription_end_date: z.string().nullable(),
  cancel_at: z.iso.datetime({ offset: true }).nullable(),
  period_downloads_left: z.number().int(),
  period_customizations_left: z.number().int(),
  credit_packs: z.array(packCreditsSchema),
  billed: z.boolean(),
})
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>

/** The role as /api/me carries it (roles.ts holds the roles and their rules). */
export const userRoleSchema = z.enum(USER_ROLES)

export const meSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** 'staff' and 'owner' open the back office; the server checks it again on every admin request. */
  role: userRoleSchema,
  metadata: userMetadataSchema,
  subscription: subscriptionInfoSchema,
  /** The customer's signs (issue 27), oldest first; the first one's size is `metadata.sign_*`. */
  signs: z.array(signSchema),
})
export type Me = z.infer<typeof meSchema>

/** What a customer may change about themselves; a sign size is both sides or neither. */
export const updateMeSchema = z
  .object({
    name: personName.optional(),
    sign_width: signSide('Width').nullable().optional(),
    sign_height: signSide('Height').nullable().optional(),
  })
  .strict()
  .refine((value) => (value.sign_width === undefined) === (value.sign_height === undefined), {
    message: 'Give the sign width and height together',
    path: ['sign_height'],
  })
  .refine((value) => (value.sign_width === null) === (value.sign_height === null), {
    message: 'Clear the sign width and height together',
    path: ['sign_height'],
  })
export type UpdateMe = z.infer<typeof updateMeSchema>
