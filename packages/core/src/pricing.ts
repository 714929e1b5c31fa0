/** docs/requirements.md §9 and docs/requirements.md §10: every amount here is integer cents. */
export const CUSTOMIZATION_FEE_CENTS = 3500
export const RUSH_FEE_CENTS = 4000

export interface LineOptions {
  customization: boolean
  rushOrder: boolean
}

/** What the customer's plan still covers; zero for a visitor or the Free plan. */
export interface Quota {
  remainingTotalOrders: number
  remainingCustomizationOrders: number
}

export const NO_QUOTA: Quota = { remainingTotalOrders: 0, remainingCustomizationOrders: 0 }

export interface UnitPrice {
  baseCents: number
  customizationCents: number
  rushCents: number
  totalCents: number
}

/**
 * The price of one clip with its extras. A remaining download credit covers the clip itself,
 * so a customisation beyond the quota charges only the extras; a remaining customisation
 * credit covers the customisation fee; rush is always charged.
 */
export function unitPrice(
  baseCents: number,
  options: LineOptions,
  quota: Quota = NO_QUOTA,
): UnitPrice {
  const coveredByCredit = quota.remainingTotalOrders > 0
  const base = coveredByCredit ? 0 : baseCents
  const customizationCents =
    options.customization && quota.remainingCustomizationOrders <= 0 ? CUSTOMIZATION_FEE_CENTS : 0
  const rushCents = options.rushOrder ? RUSH_FEE_CENTS : 0
  return {
    baseCents: base,
    customizationCents,
    rushCents,
    totalCents: base + customizationCents + rushCents,
  }
}

export interface PricedLine {
  unitCents: number
  quantity: number
}

export interface CartTotals {
  subtotalCents: number
  discountCents: number
  totalCents: number
}

/** Subtotal, the coupon's percentage taken off each line (rounded per line), and the total. */
export function cartTotals(lines: readonly PricedLine[], couponPercent = 0): CartTotals {
  const percent = Math.min(Math.max(couponPercent, 0), 100)
  let subtotalCents = 0
  let discountCents = 0
  for (const line of lines) {
    const lineCents = line.unitCents * line.quantity
    subtotalCents += lineCents
    discountCents += Math.round((lineCents * percent) / 100)
  }
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents }
}
