import {
  type CartFormData,
  type CartQuote,
  describePersonalization,
  formatPrice,
  type QuoteLine,
  toCents,
} from '@marquee/core'
import type { CheckoutDiscount, CheckoutLine } from './payment-provider.ts'

/** The cart's words for the extras (docs/requirements.md §2), so the hosted checkout reads like the cart. */
function lineDescription(line: QuoteLine, form: CartFormData | undefined): string | undefined {
  const personal = describePersonalization(form?.personalization)
  const extras = [
    line.customizationFee > 0 &&
      (personal
        ? `Personalised ${personal} +${formatPrice(line.customizationFee)}`
        : `Customization +${formatPrice(line.customizationFee)}`),
    line.rushFee > 0 && `Rush order +${formatPrice(line.rushFee)}`,
  ].filter((part) => typeof part === 'string')
  const parts = [
    ...(extras.length > 0 ? [`Clip ${formatPrice(line.basePrice)}`, ...extras] : []),
    form &&
      `${form.fileType.toUpperCase()} · ${form.dimensions.width} × ${form.dimensions.height} px`,
  ].filter((part) => typeof part === 'string')
  return parts.length > 0 ? parts.join(' · ') : undefined
}

/**
 * One hosted-checkout line per cart line at its full price, extras named in its description,
 * so the customer sees what each amount is for; the coupon comes off as its own part.
 */
export const cartCheckoutLines = (
  quote: CartQuote,
  forms: ReadonlyArray<CartFormData | undefined>,
): CheckoutLine[] =>
  quote.lines.map((line, index) => ({
    name: line.title ?? '',
    description: lineDescription(line, forms[index]),
    unitAmountCents: toCents(line.unitPrice),
    quantity: line.quantity,
  }))

/**
 * The coupon's discount as the cart shows it: "Discount (CODE, N%)", for the cents the orders
 * were discounted by (rounded per line), so lines minus discount is the quote's total.
 */
export function cartCheckoutDiscount(
  coupon: CartQuote['coupon'],
  discountCents: number,
): CheckoutDiscount | undefined {
  if (!coupon || discountCents <= 0) return undefined
  return {
    name: `Discount (${coupon.discount_code}, ${coupon.percentage}%)`,
    amountCents: discountCents,
  }
}
