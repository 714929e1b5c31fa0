import { formatPrice } from '@marquee/core'
import { useState } from 'react'
import type { Coupon } from '../api/validate-coupon'
import type { CartPricing } from '../hooks/use-cart-pricing'
import { CheckoutButton } from './checkout-button'
import { ReminderConsent } from './reminder-consent'

interface CartTotalsProps {
  pricing: CartPricing
  coupon: Coupon | null
}

const rowClass = 'flex justify-between gap-4'

/** docs/requirements.md §2/§9: Subtotal, a Discount line while a coupon applies, and Total, as `$0.00`. */
export function CartTotals({ pricing, coupon }: CartTotalsProps) {
  const { lines, subtotal, discount, total, confirmed, updating, couponMessage } = pricing
  const blocked = lines.some((priced) => priced.outOfStock)
  const [remind, setRemind] = useState(false)
  return (
    <section
      aria-labelledby="cart-totals"
      className="flex h-fit flex-col gap-5 rounded-3xl bg-white p-6 ring-1 ring-zinc-200"
    >
      <h2 id="cart-totals" className="text-lg font-bold">
        Cart Totals
      </h2>
      <dl aria-busy={updating} className="flex flex-col gap-3 text-sm">
        <div className={rowClass}>
          <dt className="text-zinc-600">Subtotal</dt>
          <dd data-testid="cart-subtotal" className="font-semibold">
            {formatPrice(subtotal)}
          </dd>
        </div>
        {discount !== null && (
          <div className={rowClass}>
            <dt className="text-zinc-600">
              Discount{coupon && ` (${coupon.discount_code}, ${coupon.percentage}%)`}
            </dt>
            <dd data-testid="cart-discount" className="font-semibold text-emerald-700">
              {formatPrice(discount)}
            </dd>
          </div>
        )}
        <div className={`${rowClass} border-t border-zinc-200 pt-3 text-base`}>
          <dt className="font-bold">Total</dt>
          <dd data-testid="cart-total" className="font-extrabold">
            {formatPrice(total)}
          </dd>
        </div>
      </dl>
      {couponMessage && (
        <p role="alert" className="text-sm font-semibold text-rose-700">
          {couponMessage}
        </p>
      )}
      {!confirmed && <p className="text-xs text-zinc-600">Prices will be confirmed at checkout.</p>}
      {blocked && (
        <p className="text-xs font-semibold text-rose-700">
          Remove the clips that are out of stock to check out.
        </p>
      )}
      <ReminderConsent checked={remind} onChange={setRemind} />
      <CheckoutButton
        disabled={lines.length === 0 || blocked}
        total={total}
        couponCode={coupon?.discount_code}
        reminderConsent={remind}
      />
    </section>
  )
}
