import type { Me } from './account.ts'
import { isSubscribed } from './subscription.ts'

/** The one button the order form offers (docs/requirements.md §2 order form, §6). */
export type OrderAction = 'login' | 'add-to-cart' | 'download' | 'submit-order'

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  login: 'Login to Purchase',
  'add-to-cart': 'Add to Cart',
  download: 'Download Video in Requested Format',
  'submit-order': 'Submit Order',
}

export const LOGIN_TO_ORDER_MESSAGE = 'Please log in to submit an order.'

/** docs/requirements.md §10: rush is +$40 always, so a rush order is paid at checkout, never on credits alone. */
export const RUSH_AT_CHECKOUT_MESSAGE =
  'A rush order costs $40, paid at checkout: add it to the cart, or submit the order without rush.'

/**
 * docs/requirements.md §6: a download needs an active subscription with downloads left; a customised one also
 * needs a customisation left, and is then a Submit Order, unless it is a rush order: rush is
 * always paid (docs/requirements.md §10), so it goes through the cart. Everything else goes through the
 * cart, and a visitor must sign in first.
 */
export function orderAction(
  me: Pick<Me, 'metadata' | 'subscription'> | undefined,
  customising: boolean,
  rush = false,
): OrderAction {
  if (!me) return 'login'
  const covered = isSubscribed(me.metadata) && me.subscription.remaining_total_orders > 0
  if (!covered) return 'add-to-cart'
  if (!customising) return 'download'
  return me.subscription.remaining_customization_orders > 0 && !rush
    ? 'submit-order'
    : 'add-to-cart'
}

/**
 * A personalised clip (issue 25): rendered at once, so a subscriber with a download and a
 * customisation credit downloads it (docs/requirements.md §4: a customised download needs
 * both); anyone else adds it to the cart at the customisation fee.
 */
export function personalOrderAction(
  me: Pick<Me, 'metadata' | 'subscription'> | undefined,
): OrderAction {
  if (!me) return 'login'
  const covered =
    isSubscribed(me.metadata) &&
    me.subscription.remaining_total_orders > 0 &&
    me.subscription.remaining_customization_orders > 0
  return covered ? 'download' : 'add-to-cart'
}

/**
 * docs/requirements.md §2 subscription panel: the out-of-credits offer for the plan held. Null while credits
 * remain (or for a visitor). Pro and Enterprise buy more of their own credits; Free upgrades.
 */
export function outOfCreditsOffer(
  me: Pick<Me, 'metadata' | 'subscription'> | undefined,
): { message: string; label: string } | null {
  if (!me || me.subscription.remaining_total_orders > 0) return null
  const type = me.metadata.subscription_type
  const label =
    type === 'Pro'
      ? 'Buy More Pro Credits'
      : type === 'Enterprise'
        ? 'Buy More Enterprise Credits'
        : 'Upgrade to Pro'
  return { message: `You have run out of credits for your ${type} subscription.`, label }
}
