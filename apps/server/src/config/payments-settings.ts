import { z } from 'zod'

const stripePriceId = z.string().startsWith('price_', 'must be a Stripe price id (price_…)')

/** The environment variables that decide who takes the store's payments (docs/requirements.md §11). */
export const paymentsEnv = {
  /** `sandbox` simulates payments (a staging store); `stripe` takes real ones. Unset: decided below. */
  PAYMENTS: z.enum(['stripe', 'sandbox']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a webhook secret (whsec_…)')
    .optional(),
  STRIPE_PRICE_PRO: stripePriceId.optional(),
  STRIPE_PRICE_ENTERPRISE: stripePriceId.optional(),
  STRIPE_PRICE_PRO_CREDITS: stripePriceId.optional(),
  STRIPE_PRICE_ENTERPRISE_CREDITS: stripePriceId.optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
}

/** With a Stripe key these must be set too: the webhook cannot be verified or a plan sold without them. */
const STRIPE_REQUIRED = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_ENTERPRISE',
  'STRIPE_PRICE_PRO_CREDITS',
  'STRIPE_PRICE_ENTERPRISE_CREDITS',
] as const

/** Stripe takes real payments; the built-in sandbox simulates them (test mode). */
export type PaymentsKind = 'stripe' | 'sandbox'

type PaymentsValues = {
  NODE_ENV: 'development' | 'production' | 'test'
  PAYMENTS?: PaymentsKind | undefined
  STRIPE_SECRET_KEY?: string | undefined
} & { [name in (typeof STRIPE_REQUIRED)[number]]?: string | undefined }

/**
 * Stripe when a key is set; otherwise the sandbox, except in production, which never
 * simulates money unless the operator says PAYMENTS=sandbox (a staging store). A sandbox
 * asked for beside a Stripe key is refused: either the operator believes the store takes
 * real money while it gives clips away, or the keys are left over; only they can tell.
 * Returns the kind, or the problem as text.
 */
export function paymentsKind(values: PaymentsValues): PaymentsKind | { problem: string } {
  const key = values.STRIPE_SECRET_KEY
  if (values.PAYMENTS === 'sandbox' && key) {
    return {
      problem:
        'PAYMENTS: sandbox contradicts STRIPE_SECRET_KEY; unset one of them (with both, the store would simulate payments while keys for real ones are configured)',
    }
  }
  if (values.PAYMENTS === 'stripe' && !key) {
    return { problem: 'STRIPE_SECRET_KEY: required when PAYMENTS=stripe' }
  }
  if (key) {
    const missing = STRIPE_REQUIRED.filter((name) => !values[name])
    if (missing.length === 0) return 'stripe'
    return {
      problem: missing.map((name) => `${name}: required when STRIPE_SECRET_KEY is set`).join('; '),
    }
  }
  if (values.PAYMENTS === 'sandbox' || values.NODE_ENV !== 'production') return 'sandbox'
  return {
    problem:
      'STRIPE_SECRET_KEY: required with NODE_ENV=production, which never simulates payments; set it (and the other STRIPE_ variables), or set PAYMENTS=sandbox for a staging store that shows the test-mode ribbon',
  }
}
