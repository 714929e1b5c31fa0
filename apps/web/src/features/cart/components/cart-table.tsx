import type { PricedLine } from '../lib/price-cart'
import { CartRow } from './cart-row'

const HEADINGS = ['Image', 'Product', 'Unit price', 'Customization']

/**
 * docs/requirements.md §2: image, product, unit price, customization and remove, a row per clip. Under 640 px
 * each row stacks into a card (see CartRow) so nothing needs a sideways scroll on a phone.
 */
export function CartTable({ lines }: { lines: PricedLine[] }) {
  return (
    <div className="relative overflow-x-auto rounded-3xl bg-white ring-1 ring-zinc-200">
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]">
        <caption className="sr-only">Clips in your cart</caption>
        <thead className="max-sm:sr-only bg-zinc-50 text-xs tracking-wider text-zinc-600 uppercase">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-4 sm:px-5">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-4 py-4 sm:px-5">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 max-sm:block">
          {lines.map((priced) => (
            <CartRow key={priced.line.id} priced={priced} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
