import { useEffect, useMemo } from 'react'
import { quoteRequest, useCartQuote } from '../api/get-cart-quote'
import type { Coupon } from '../api/validate-coupon'
import { type CartPrices, priceCart } from '../lib/price-cart'
import { dropRefusedCoupon } from '../stores/applied-coupon-store'
import { reconcileWithQuote } from '../stores/cart-actions'
import { useCartStore } from '../stores/cart-store'

export interface CartPricing extends CartPrices {
  /** False when the server could not quote: the prices shown are the browser's own. */
  confirmed: boolean
  updating: boolean
  couponMessage: string | null
}

/**
 * The cart priced by the server (POST /api/cart/quote). Each fresh quote is reconciled into
 * the stored cart, so a repriced or withdrawn clip is updated there with a notice; a kept
 * coupon the server no longer accepts is dropped, so checkout never sends a refused code.
 */
export function useCartPricing(coupon: Coupon | null = null): CartPricing {
  const items = useCartStore((state) => state.items)
  const quote = useCartQuote(quoteRequest(items, coupon?.discount_code), items.length > 0)
  const fresh = quote.isPlaceholderData ? undefined : quote.data
  const code = coupon?.discount_code
  useEffect(() => {
    if (!fresh) return
    reconcileWithQuote(fresh.lines)
    if (code && !fresh.coupon && fresh.couponMessage) dropRefusedCoupon(code)
  }, [fresh, code])
  // Stock flags may come from the previous quote while the next one is on its way.
  const outOfStock = useMemo(
    () =>
      new Set(
        quote.data?.lines
          .filter((line) => line.status === 'out-of-stock')
          .map((line) => line.productId),
      ),
    [quote.data],
  )
  return {
    ...priceCart(items, fresh, coupon, outOfStock),
    confirmed: !quote.isError,
    updating: quote.isFetching,
    couponMessage: fresh?.couponMessage ?? null,
  }
}
