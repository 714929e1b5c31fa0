import { useWishlistStore } from '../stores/wishlist-store'
import { WishlistRow } from './wishlist-row'

const HEADINGS = ['Image', 'Product', 'Unit price']

/**
 * docs/requirements.md §2: image, product, unit price, Add TO Cart and remove, a row per clip; under
 * 640 px each row stacks (see WishlistRow) so nothing needs a sideways scroll on a phone.
 */
export function WishlistTable() {
  const items = useWishlistStore((state) => state.items)
  return (
    <div className="relative overflow-x-auto rounded-3xl bg-white ring-1 ring-zinc-200">
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]">
        <caption className="sr-only">Clips in your wishlist</caption>
        <thead className="max-sm:sr-only bg-zinc-50 text-xs tracking-wider text-zinc-600 uppercase">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-4 sm:px-5">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-4 py-4 sm:px-5">
              <span className="sr-only">Add to cart</span>
            </th>
            <th scope="col" className="px-4 py-4 sm:px-5">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 max-sm:block">
          {items.map((product) => (
            <WishlistRow key={product.id} product={product} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
