import { useCartPricing } from '../hooks/use-cart-pricing'
import { applyCoupon, useAppliedCouponStore } from '../stores/applied-coupon-store'
import { CartTable } from './cart-table'
import { CartTotals } from './cart-totals'
import { CheckoutCancelledNotice } from './checkout-cancelled-notice'
import { ClearCartButton } from './clear-cart-button'
import { CouponForm } from './coupon-form'

/** The filled cart. The applied coupon is kept with the cart, so signing in does not lose it. */
export function CartContents() {
  const coupon = useAppliedCouponStore((state) => state.coupon)
  const pricing = useCartPricing(coupon)
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <CheckoutCancelledNotice />
        <CartTable lines={pricing.lines} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <CouponForm onApplied={applyCoupon} />
          <ClearCartButton />
        </div>
      </div>
      <CartTotals pricing={pricing} coupon={coupon} />
    </div>
  )
}
