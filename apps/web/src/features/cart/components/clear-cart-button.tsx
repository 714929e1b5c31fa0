import { emptyCart } from '../stores/cart-actions'

const CLEAR_CART_CONFIRM = 'Are you sure deleted your all cart items ?'

export function ClearCartButton() {
  return (
    <button
      type="button"
      onClick={() => window.confirm(CLEAR_CART_CONFIRM) && emptyCart()}
      className="rounded-full px-4 py-2 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50"
    >
      Clear cart
    </button>
  )
}
