import { formatPrice, type Product } from '@marquee/core'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { buttonClass } from '@/components/ui/button-styles'
import { RemoveButton } from '@/components/ui/remove-button'
import { addProductToCart, useIsInCart } from '@/features/cart'
import { cn } from '@/lib/cn'
import { removeFromWishlist } from '../stores/wishlist-store'

/** Table cells from 640 px up; below that a grid per clip, as the cart does. */
const cell = (phone: string, extra?: string) => cn('px-4 py-4 sm:px-5 max-sm:p-0', phone, extra)

/** docs/requirements.md §2 'Add TO Cart', which becomes 'View Cart' once the clip is in the cart, as on product cards. */
export function WishlistRow({ product }: { product: Product }) {
  const inCart = useIsInCart(product.id)
  return (
    <tr
      data-testid="wishlist-row"
      className="max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-4"
    >
      <td className={cell('max-sm:col-start-1 max-sm:row-span-2 max-sm:row-start-1')}>
        <img
          src={product.thumb_img || product.img}
          alt=""
          className="h-12 w-24 rounded-lg bg-zinc-900 object-cover sm:h-14 sm:w-28"
        />
      </td>
      <td className={cell('max-sm:col-start-2 max-sm:row-start-1', 'font-semibold')}>
        <Link to={`/shop/shop-details/${product.id}`} className="hover:text-amber-800">
          {product.title}
        </Link>
      </td>
      <td className={cell('max-sm:col-start-2 max-sm:row-start-2', 'font-semibold')}>
        {formatPrice(product.price)}
      </td>
      <td className={cell('max-sm:col-span-2 max-sm:col-start-2 max-sm:row-start-3')}>
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
      <td className={cell('max-sm:col-start-3 max-sm:row-start-1')}>
        <RemoveButton
          label={`Remove ${product.title} from wishlist`}
          onClick={() => removeFromWishlist(product.id)}
        />
      </td>
    </tr>
  )
}
