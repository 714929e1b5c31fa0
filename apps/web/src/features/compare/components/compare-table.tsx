import { formatPrice } from '@marquee/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { RemoveButton } from '@/components/ui/remove-button'
import { Stars } from '@/components/ui/stars'
import { AddToCartButton } from '@/features/catalog'
import { removeFromCompare, useCompareStore } from '../stores/compare-store'

const headerClass =
  'w-32 bg-zinc-50 px-4 py-4 text-left text-xs tracking-wider text-zinc-600 uppercase sm:w-40 sm:px-5'
const cellClass = 'px-4 py-4 align-top sm:px-5'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className={headerClass}>
        {label}
      </th>
      {children}
    </tr>
  )
}

/** SPEC §2: rows Product, Description, Price, Add to cart, Rating, Remove; a column per product. */
export function CompareTable() {
  const items = useCompareStore((state) => state.items)
  return (
    <div className="relative overflow-x-auto rounded-3xl bg-white ring-1 ring-zinc-200">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Clips side by side</caption>
        <thead className="border-b border-zinc-200">
          <tr>
            <th scope="row" className={headerClass}>
              Product
            </th>
            {items.map((product) => (
              <th
                key={product.id}
                scope="col"
                data-testid="compare-column"
                className={`${cellClass} text-left`}
              >
                <img
                  src={product.thumb_img || product.img}
                  alt=""
                  className="mb-3 aspect-[2/1] w-full max-w-56 rounded-lg bg-zinc-900 object-cover"
                />
                <Link
                  to={`/shop/shop-details/${product.id}`}
                  className="font-semibold hover:text-amber-800"
                >
                  {product.title}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200">
          <Row label="Description">
            {items.map((product) => (
              <td key={product.id} className={`${cellClass} text-zinc-700`}>
                {product.sm_desc}
              </td>
            ))}
          </Row>
          <Row label="Price">
            {items.map((product) => (
              <td key={product.id} className={`${cellClass} font-semibold`}>
                {formatPrice(product.price)}
              </td>
            ))}
          </Row>
          <Row label="Add to cart">
            {items.map((product) => (
              <td key={product.id} className={cellClass}>
                <AddToCartButton product={product} />
              </td>
            ))}
          </Row>
          <Row label="Rating">
            {items.map((product) => (
              <td key={product.id} className={cellClass}>
                <Stars rating={product.rating} />
              </td>
            ))}
          </Row>
          <Row label="Remove">
            {items.map((product) => (
              <td key={product.id} className={cellClass}>
                <RemoveButton
                  label={`Remove ${product.title} from compare`}
                  onClick={() => removeFromCompare(product.id)}
                />
              </td>
            ))}
          </Row>
        </tbody>
      </table>
    </div>
  )
}
