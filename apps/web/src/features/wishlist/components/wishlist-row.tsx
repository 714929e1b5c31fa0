import { formatPrice, type Product } from '@marquee/core'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { buttonClass } from '@/components/ui/button-styles'
import { RemoveButton } from '@/components/ui/remove-button'
import { addProductToCart, useIsInCart } from '@/features/cart'
import { removeFromWishlist } from '../stores/wishlist-store'

/** SPEC §2 'Add TO Cart', which becomes 'View Cart' once the clip is in the cart, as on product cards. */
export function WishlistRow({ product }: { product: Product }) {
  const inCart = useIsInCart(product.id)
  return (
    <tr data-testid="wishlist-row">
      <td className="px-4 py-4 sm:px-5">
        <img
          src={product.thumb_img || product.img}
          alt=""
          className="h-12 w-24 rounded-lg bg-zinc-900 object-cover sm:h-14 sm:w-28"
        />
      </td>
      <td className="px-4 py-4 font-semibold sm:px-5">
        <Link to={`/shop/shop-details/${product.id}`} className="hover:text-amber-800">
          {product.title}
        </Link>
      </td>
      <td className="px-4 py-4 font-semibold sm:px-5">{formatPrice(product.price)}</td>
      <td className="px-4 py-4 sm:px-5">
        {inCart ? (
          <Link to="/shop/cart" className={buttonClass('dark', 'sm', 'whitespace-nowrap')}>
            View Cart
          </Link>
        ) : (
          <Button size="sm" onClick={() => addProductToCart(product)} className="whitespace-nowrap">
            Add TO Cart
          </Button>
        )}
      </td>
      <td className="px-4 py-4 sm:px-5">
        <RemoveButton
          label={`Remove ${product.title} from wishlist`}
          onClick={() => removeFromWishlist(product.id)}
        />
      </td>
    </tr>
  )
}
