import { formatPrice, toCents, toDollars } from '@marquee/core'
import { Link } from 'react-router'
import { RemoveButton } from '@/components/ui/remove-button'
import type { PricedLine } from '../lib/price-cart'
import { removeCartLine } from '../stores/cart-actions'
import { OutOfStockFlag } from './out-of-stock-flag'

export function MiniCartLine({ priced }: { priced: PricedLine }) {
  const { line, price, outOfStock } = priced
  return (
    <li data-testid="mini-cart-line" className="flex items-center gap-3 py-3">
      <img
        src={line.thumb_img || line.img}
        alt=""
        className="h-10 w-20 shrink-0 rounded-md bg-zinc-900 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5 text-sm">
        <Link
          to={`/shop/shop-details/${line.id}`}
          className="max-w-full truncate font-semibold hover:text-amber-800"
        >
          {line.title}
        </Link>
        <span className="text-zinc-600">Quantity: {line.orderQuantity}</span>
        {outOfStock && <OutOfStockFlag />}
      </div>
      <span className="text-sm font-semibold">
        {formatPrice(toDollars(toCents(price.unit) * line.orderQuantity))}
      </span>
      <RemoveButton
        label={`Remove ${line.title} from cart`}
        onClick={() => removeCartLine(line.id)}
      />
    </li>
  )
}
