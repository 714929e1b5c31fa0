import { formatPrice, type Product } from '@marquee/core'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { RemoveButton } from '@/components/ui/remove-button'
import { addProductToCart } from '@/features/cart'
import { removeFromWishlist } from '../stores/wishlist-store'

export function WishlistRow({ product }: { product: Product }) {
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
        <Button size="sm" onClick={() => addProductToCart(product)} className="whitespace-nowrap">
          Add TO Cart
        </Button>
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
