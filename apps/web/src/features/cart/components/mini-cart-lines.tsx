import { formatPrice } from '@marquee/core'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { useCartPricing } from '../hooks/use-cart-pricing'
import { CartNotices } from './cart-notices'
import { CheckoutButton } from './checkout-button'
import { MiniCartLine } from './mini-cart-line'

/** The filled mini cart: lines, the server's subtotal, and the ways on. */
export function MiniCartLines() {
  const { lines, subtotal, confirmed } = useCartPricing()
  return (
    <>
      <CartNotices />
      <ul className="-mx-1 max-h-[min(20rem,50dvh)] divide-y divide-zinc-200 overflow-y-auto px-1">
        {lines.map((priced) => (
          <MiniCartLine key={priced.line.id} priced={priced} />
        ))}
      </ul>
      <div className="flex justify-between border-t border-zinc-200 pt-3 font-semibold">
        <span>Subtotal</span>
        <span data-testid="mini-cart-subtotal">{formatPrice(subtotal)}</span>
      </div>
      {!confirmed && <p className="text-xs text-zinc-600">Prices will be confirmed at checkout.</p>}
      <div className="grid grid-cols-2 items-start gap-2">
        <Link to="/shop/cart" className={buttonClass('outline', 'lg')}>
          view Cart
        </Link>
        <CheckoutButton disabled={lines.length === 0} total={subtotal} label="Checkout" />
      </div>
    </>
  )
}
