import { formatPrice } from '@marquee/core'
import { Link } from 'react-router'
import { RemoveButton } from '@/components/ui/remove-button'
import type { PricedLine } from '../lib/price-cart'
import { removeCartLine } from '../stores/cart-actions'
import { CustomizationCell } from './customization-cell'
import { OutOfStockFlag } from './out-of-stock-flag'
import { QuantityControl } from './quantity-control'

export function CartRow({ priced }: { priced: PricedLine }) {
  const { line, price, outOfStock } = priced
  return (
    <tr data-testid="cart-row" data-out-of-stock={outOfStock} className="align-top">
      <td className="px-4 py-4 sm:px-5">
        <img
          src={line.thumb_img || line.img}
          alt=""
          className="h-12 w-24 rounded-lg bg-zinc-900 object-cover sm:h-14 sm:w-28"
        />
      </td>
      <td className="px-4 py-4 sm:px-5">
        <div className="flex flex-col items-start gap-2">
          <Link to={`/shop/shop-details/${line.id}`} className="font-semibold hover:text-amber-800">
            {line.title}
          </Link>
          {outOfStock && <OutOfStockFlag />}
          <QuantityControl line={line} />
        </div>
      </td>
      <td className="px-4 py-4 font-semibold sm:px-5">{formatPrice(price.base)}</td>
      <td className="px-4 py-4 sm:px-5">
        <CustomizationCell formData={line.formData} price={price} />
      </td>
      <td className="px-4 py-4 sm:px-5">
        <RemoveButton
          label={`Remove ${line.title} from cart`}
          onClick={() => removeCartLine(line.id)}
        />
      </td>
    </tr>
  )
}
