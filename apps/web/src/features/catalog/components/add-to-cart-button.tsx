import type { Product } from '@marquee/core'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { addProductToCart, useIsInCart } from '@/features/cart'

/** docs/requirements.md §2: '+ Add to Cart', which becomes 'View Cart' once the clip is in the cart. */
export function AddToCartButton({ product, className }: { product: Product; className?: string }) {
  const inCart = useIsInCart(product.id)
  if (inCart) {
    return (
      <Link to="/shop/cart" className={buttonClass('dark', 'sm', className)}>
        View Cart
      </Link>
    )
  }
  return (
    <button
      type="button"
      onClick={() => addProductToCart(product)}
      className={buttonClass('primary', 'sm', className)}
    >
      + Add to Cart
    </button>
  )
}
