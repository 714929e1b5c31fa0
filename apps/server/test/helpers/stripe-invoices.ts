import type { StripeStandIn } from './stripe-stand-in.ts'

/**
 * An invoice as Stripe puts it in invoice.finalized and invoice.paid: here the one Checkout
 * makes for a one-off payment (`invoice_creation`), carrying the store's session id.
 */
export const stripeInvoiceObject = (
  id: string,
  sessionId: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  object: 'invoice',
  number: 'A1B2C3D4-0001',
  status: 'paid',
  customer: 'cus_standin_buyer',
  customer_email: 'free@marquee.local',
  customer_name: 'St Mary School',
  customer_address: {
    line1: '1 Chapel Lane',
    line2: null,
    city: 'Springfield',
    postal_code: '62701',
    state: 'IL',
    country: 'US',
  },
  customer_tax_ids: [{ type: 'us_ein', value: '12-3456789' }],
  created: Math.floor(Date.now() / 1000),
  currency: 'usd',
  subtotal: 5500,
  total: 5500,
  total_discount_amounts: [],
  total_taxes: [{ amount: 420, tax_behavior: 'inclusive', tax_rate_details: null }],
  invoice_pdf: 'https://pay.stripe.com/invoice/acct_1/test_invoice/pdf',
  metadata: { marquee_session_id: sessionId },
  parent: null,
  lines: {
    object: 'list',
    data: [{ id: 'il_1', object: 'line_item', description: 'Clip', quantity: 1, amount: 5500 }],
  },
  ...extra,
})

/** Serves the Customers API as Stripe does for creating and updating a customer. */
export function serveCustomers(stripe: StripeStandIn) {
  stripe.on('POST', '/v1/customers', (request) => ({
    body: {
      id: 'cus_standin_exempt',
      object: 'customer',
      email: request.form.get('email'),
      tax_exempt: request.form.get('tax_exempt'),
    },
  }))
  stripe.on('POST', /^\/v1\/customers\/[^/]+$/, (request) => ({
    body: {
      id: request.path.split('/')[3],
      object: 'customer',
      tax_exempt: request.form.get('tax_exempt'),
    },
  }))
}

/**
 * The invoice Stripe reports paid when a subscription starts: its first period, ending at
 * `periodEnd` (Unix seconds), at `price`. The store reads the plan and the period from it.
 */
export const firstPeriodInvoice = (
  id: string,
  subscription: string,
  price: string,
  periodEnd: number,
) => ({
  id,
  object: 'invoice',
  billing_reason: 'subscription_create',
  parent: { type: 'subscription_details', subscription_details: { subscription } },
  lines: {
    object: 'list',
    data: [
      {
        period: { start: periodEnd - 30 * 86400, end: periodEnd },
        pricing: { type: 'price_details', price_details: { price } },
      },
    ],
  },
})
