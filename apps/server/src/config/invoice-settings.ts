import { z } from 'zod'
import type { PaymentsKind } from './payments-settings.ts'

/** The seller every invoice names, and how the store's own invoices are numbered and taxed. */
export const invoiceEnv = {
  /** The shop's legal name, as registered: the seller on every invoice. */
  SELLER_LEGAL_NAME: z.string().trim().min(2).max(200).optional(),
  /** The seller's postal address, its lines separated by `;` (e.g. `1 Main St; Springfield, IL 62701; USA`). */
  SELLER_ADDRESS: z.string().trim().min(5).max(500).optional(),
  /** The seller's tax or VAT registration number, printed when set. */
  SELLER_TAX_ID: z.string().trim().min(2).max(50).optional(),
  /** The letters before each invoice number: `MQ` gives MQ-2026-000001. */
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z][A-Z0-9]{0,7}$/, 'must be 1 to 8 capital letters or digits, e.g. MQ')
    .default('MQ'),
  /** The tax rate inside the store's own (sandbox) invoices' totals, in percent; Stripe Tax decides with Stripe. */
  INVOICE_TAX_PERCENT: z.coerce.number().min(0).max(50).default(0),
  /** `on` asks Stripe Tax to compute the tax of every Stripe checkout (the Stripe account must have it set up). */
  STRIPE_TAX: z.enum(['on', 'off']).default('off'),
}

export interface Seller {
  name: string
  addressLines: string[]
  taxId: string | null
  email: string
}

export interface InvoiceSettings {
  seller: Seller
  prefix: string
  taxPercent: number
  /** Stripe issues the invoices with real payments; the sandbox's are the store's own. */
  issuer: 'store' | 'stripe'
  stripeTax: boolean
}

interface InvoiceValues {
  NODE_ENV: 'development' | 'production' | 'test'
  SELLER_LEGAL_NAME?: string | undefined
  SELLER_ADDRESS?: string | undefined
  SELLER_TAX_ID?: string | undefined
  INVOICE_PREFIX: string
  INVOICE_TAX_PERCENT: number
  STRIPE_TAX: 'on' | 'off'
  SHOP_EMAIL: string
  payments: PaymentsKind
}

/**
 * A production store that takes real money must say who sells: an invoice without the
 * seller's legal name and address is no invoice. Elsewhere the demo's seller stands in,
 * marked as such. Returns the problem as text, or the settings.
 */
export function invoiceSettings(values: InvoiceValues): InvoiceSettings | string {
  const real = values.NODE_ENV === 'production' && values.payments === 'stripe'
  const missing = (['SELLER_LEGAL_NAME', 'SELLER_ADDRESS'] as const).filter((name) => !values[name])
  if (real && missing.length > 0) {
    return missing
      .map(
        (name) =>
          `${name}: required with NODE_ENV=production and real payments (every invoice names the seller's legal name and address)`,
      )
      .join('; ')
  }
  return {
    seller: {
      name: values.SELLER_LEGAL_NAME ?? 'Marquee Demo Shop (not a real business)',
      addressLines: (values.SELLER_ADDRESS ?? '1 Example Street; Springfield')
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      taxId: values.SELLER_TAX_ID ?? null,
      email: values.SHOP_EMAIL,
    },
    prefix: values.INVOICE_PREFIX,
    taxPercent: values.INVOICE_TAX_PERCENT,
    issuer: values.payments === 'stripe' ? 'stripe' : 'store',
    stripeTax: values.STRIPE_TAX === 'on',
  }
}
