import { formatPrice } from '@marquee/core'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { useCartPricing } from '../hooks/use-cart-pricing'
import { useAppliedCouponStore } from '../stores/applied-coupon-store'
import { CartNotices } from './cart-notices'
import { CheckoutButton } from './checkout-button'
import { MiniCartLine } from './mini-cart-line'

const rowClass = 'flex justify-between'

/**
 * The filled mini cart: lines, the server's subtotal, and the ways on. A coupon applied in
 * the cart applies here too, so its Checkout charges what the cart page says.
 */
export function MiniCartLines() {
  const coupon = useAppliedCouponStore((state) => state.coupon)
  const { lines, subtotal, discount, total, confirmed } = useCartPricing(coupon)
  return (
    <>
      <CartNotices />
      <ul className="-mx-1 max-h-[min(20rem,50dvh)] divide-y divide-zinc-200 overflow-y-auto px-1">
        {lines.map((priced) => (
          <MiniCartLine key={priced.line.id} priced={priced} />
        ))}
      </ul>
      <div className={`${rowClass} border-t border-zinc-200 pt-3 font-semibold`}>
        <span>Subtotal</span>
        <span data-testid="mini-cart-subtotal">{formatPrice(subtotal)}</span>
      </div>
      {coupon && discount !== null && (
        <>
          <div className={`${rowClass} text-sm text-emerald-700`}>
            <span>
              Discount ({coupon.discount_code}, {coupon.percentage}%)
            </span>
            <span data-testid="mini-cart-discount">{formatPrice(discount)}</span>
          </div>
          <div className={`${rowClass} font-bold`}>
            <span>Total</span>
            <span data-testid="mini-cart-total">{formatPrice(total)}</span>
          </div>
        </>
      )}
      {!confirmed && <p className="text-xs text-zinc-600">Prices will be confirmed at checkout.</p>}
      <div className="grid grid-cols-2 items-start gap-2">
        <Link to="/shop/cart" className={buttonClass('outline', 'lg')}>
          view Cart
        </Link>
        <CheckoutButton
          disabled={lines.length === 0}
          total={total}
          couponCode={coupon?.discount_code}
          label="Checkout"
          busyLabel="Opening…"
        />
      </div>
    </>
  )
}
