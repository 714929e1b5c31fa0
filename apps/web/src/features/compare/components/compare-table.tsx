import { formatSeconds, type Product } from '@marquee/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Price } from '@/components/ui/price'
import { RemoveButton } from '@/components/ui/remove-button'
import { Stars } from '@/components/ui/stars'
import { AddToCartButton, sourceShape } from '@/features/catalog'
import { removeFromCompare, useCompareStore } from '@/stores/compare-store'

// The label column stays put while the products scroll sideways on a phone.
const headerClass =
  'sticky left-0 z-10 w-28 bg-zinc-50 px-3 py-3 text-left text-xs tracking-wider text-zinc-600 uppercase shadow-[1px_0_0_var(--color-zinc-200)] sm:w-40 sm:px-5 sm:py-4'
const cellClass = 'w-48 min-w-48 px-3 py-3 align-top sm:w-auto sm:px-5 sm:py-4'

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** A list of words; a product stored by an earlier visit may not have the list at all. */
const listed = (values: string[] | undefined, format = (value: string) => value) =>
  Array.isArray(values) && values.length > 0 ? values.map(format).join(', ') : '–'

/** A row of the table: its label, then one cell per product. */
function Row({
  label,
  items,
  cell,
}: {
  label: string
  items: Product[]
  cell: (product: Product) => ReactNode
}) {
  return (
    <tr>
      <th scope="row" className={headerClass}>
        {label}
      </th>
      {items.map((product) => (
        <td key={product.id} className={`${cellClass} text-zinc-700`}>
          {cell(product)}
        </td>
      ))}
    </tr>
  )
}

/**
 * docs/requirements.md §2: rows Product, Description, Price, Add to cart, Rating, Remove, a column per
 * product; between them what an LED buyer compares: category, brand, the clip's length and
 * shape, its sizes and colours.
 */
export function CompareTable() {
  const items = useCompareStore((state) => state.items)
  return (
    <div className="relative overflow-x-auto rounded-3xl bg-white ring-1 ring-zinc-200">
      <table className="w-full text-sm">
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
                  width={240}
                  height={120}
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
          <Row label="Description" items={items} cell={(p) => p.sm_desc} />
          <Row
            label="Price"
            items={items}
            cell={(p) => <Price price={p.price} oldPrice={p.old_price} className="text-zinc-950" />}
          />
          <Row label="Category" items={items} cell={(p) => `${p.parentCategory} / ${p.category}`} />
          <Row label="Brand" items={items} cell={(p) => p.brand} />
          <Row
            label="Duration"
            items={items}
            cell={(p) => (p.clip_facts ? formatSeconds(p.clip_facts.duration_seconds) : '–')}
          />
          <Row
            label="Source shape"
            items={items}
            cell={(p) => (p.clip_facts ? sourceShape(p.clip_facts) : p.dimension || '–')}
          />
          <Row label="Sizes" items={items} cell={(p) => listed(p.sizes)} />
          <Row label="Colours" items={items} cell={(p) => listed(p.colors, capitalise)} />
          <Row label="Add to cart" items={items} cell={(p) => <AddToCartButton product={p} />} />
          <Row label="Rating" items={items} cell={(p) => <Stars rating={p.rating} />} />
          <Row
            label="Remove"
            items={items}
            cell={(p) => (
              <RemoveButton
                label={`Remove ${p.title} from compare`}
                onClick={() => removeFromCompare(p.id)}
              />
            )}
          />
        </tbody>
      </table>
    </div>
  )
}
