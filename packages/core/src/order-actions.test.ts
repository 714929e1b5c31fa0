import { describe, expect, it } from 'vitest'
import type { Me, PlanType } from './account.ts'
import { orderAction, outOfCreditsOffer } from './order-actions.ts'

const me = (
  status: string,
  downloads: number,
  customizations: number,
  type: PlanType = 'Pro',
): Pick<Me, 'metadata' | 'subscription'> => ({
  metadata: {
    subscription_type: type,
    subscription_status: status,
    sign_width: null,
    sign_height: null,
  },
  subscription: {
    remaining_total_orders: downloads,
    remaining_customization_orders: customizations,
    subscription_end_date: null,
    cancel_at: null,
    period_downloads_left: downloads,
    period_customizations_left: customizations,
    credit_packs: [],
    billed: true,
  },
})

describe('orderAction (docs/requirements.md §6)', () => {
  it.each([
    ['a visitor', undefined, false, 'login'],
    ['a visitor customising', undefined, true, 'login'],
    ['not subscribed', me('inactive', 5, 5), false, 'add-to-cart'],
    ['a cancelled plan with credits', me('canceled', 5, 5), true, 'add-to-cart'],
    ['out of downloads', me('active', 0, 5), false, 'add-to-cart'],
    ['out of downloads, customising', me('active', 0, 5), true, 'add-to-cart'],
    ['customising without customizations', me('active', 3, 0), true, 'add-to-cart'],
    ['covered by the plan', me('active', 1, 0), false, 'download'],
    ['customising with credits for both', me('active', 1, 1), true, 'submit-order'],
  ] as const)('%s: %s', (_, account, customising, action) => {
    expect(orderAction(account, customising)).toBe(action)
  })

  it('sends a rush order to the cart even with credits for both: rush is always paid (docs/requirements.md §10)', () => {
    expect(orderAction(me('active', 1, 1), true, true)).toBe('add-to-cart')
    expect(orderAction(me('active', 1, 1), true, false)).toBe('submit-order')
  })
})

describe('outOfCreditsOffer', () => {
  it('says nothing while downloads remain or to a visitor', () => {
    expect(outOfCreditsOffer(me('active', 2, 0))).toBeNull()
    expect(outOfCreditsOffer(undefined)).toBeNull()
  })

  it.each([
    ['Pro', 'Buy More Pro Credits'],
    ['Enterprise', 'Buy More Enterprise Credits'],
    ['Free', 'Upgrade to Pro'],
  ] as const)('offers %s customers %s', (type, label) => {
    expect(outOfCreditsOffer(me('active', 0, 0, type))).toEqual({
      message: `You have run out of credits for your ${type} subscription.`,
      label,
    })
  })
})
