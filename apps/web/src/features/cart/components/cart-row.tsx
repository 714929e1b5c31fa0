import { formatPrice } from '@marquee/core'
import { Link } from 'react-router'
import { RemoveButton } from '@/components/ui/remove-button'
import { cn } from '@/lib/cn'
import type { PricedLine } from '../lib/price-cart'
import { removeCartLine } from '../stores/cart-actions'
import { CustomizationCell } from './customization-cell'
import { OutOfStockFlag } from './out-of-stock-flag'
import { QuantityControl } from './quantity-control'

/**
 * Table cells from 640 px up. Below that each line is a grid of its own: image, title with
 * quantity, and Remove on top; price and options under the title; so a phone never scrolls sideways.
 */
const cell = (phone: string, extra?: string) => cn('px-4 py-4 sm:px-5 max-sm:p-0', phone, extra)

export function CartRow({ priced }: { priced: PricedLine }) {
  const { line, price, outOfStock } = priced
  return (
    <tr
      data-testid="cart-row"
      data-out-of-stock={outOfStock}
      className="align-top max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-4"
    >
      <td className={cell('max-sm:col-start-1 max-sm:row-span-2 max-sm:row-start-1')}>
        <img
          src={line.thumb_img || line.img}
          alt=""
          className="h-12 w-24 rounded-lg bg-zinc-900 object-cover sm:h-14 sm:w-28"
        />
      </td>
      <td className={cell('max-sm:col-start-2 max-sm:row-start-1')}>
        <div className="flex flex-col items-start gap-2">
          <Link to={`/shop/shop-details/${line.id}`} className="font-semibold hover:text-amber-800">
            {line.title}
          </Link>
          {outOfStock && <OutOfStockFlag />}
          <QuantityControl line={line} />
        </div>
      </td>
      <td
        className={cell('max-sm:col-span-2 max-sm:col-start-2 max-sm:row-start-2', 'font-semibold')}
      >
        <span className="font-normal text-zinc-600 sm:sr-only">Unit price </span>
        {formatPrice(price.base)}
      </td>
      <td className={cell('max-sm:col-span-3 max-sm:col-start-1 max-sm:row-start-3')}>
        <CustomizationCell formData={line.formData} price={price} />
      </td>
      <td className={cell('max-sm:col-start-3 max-sm:row-start-1')}>
        <RemoveButton
          label={`Remove ${line.title} from cart`}
          onClick={() => removeCartLine(line.id)}
        />
      </td>
    </tr>
  )
}
