import type { PlansResponse } from '../api/get-plans'

/** GET /api/plans as the seeded store answers it. */
export const plansResponse = (): PlansResponse => ({
  plans: [
    { name: 'Free', price: 0, downloads: 0, customizations: 0, priceId: null },
    { name: 'Pro', price: 29, downloads: 10, customizations: 2, priceId: 'price_pro' },
    { name: 'Enterprise', price: 99, downloads: 50, customizations: 10, priceId: 'price_ent' },
  ],
  creditPacks: [
    {
      id: 'pro-credits',
      plan: 'Pro',
      price: 15,
      downloads: 5,
      customizations: 1,
      priceId: 'price_pc',
    },
    {
      id: 'enterprise-credits',
      plan: 'Enterprise',
      price: 49,
      downloads: 25,
      customizations: 5,
      priceId: 'price_ec',
    },
  ],
})

export const meAs = (type: 'Free' | 'Pro', status: string) => ({
  email: 'casey@example.com',
  name: 'Casey',
  metadata: {
    subscription_type: type,
    subscription_status: status,
    sign_width: null,
    sign_height: null,
  },
  subscription: {
    remaining_total_orders: type === 'Pro' ? 10 : 0,
    remaining_customization_orders: type === 'Pro' ? 2 : 0,
    subscription_end_date: null,
    cancel_at: null,
    period_downloads_left: type === 'Pro' ? 10 : 0,
    period_customizations_left: type === 'Pro' ? 2 : 0,
    credit_packs: [],
    billed: true,
  },
})
