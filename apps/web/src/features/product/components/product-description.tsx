import type { Product } from '@marquee/core'
import { Check } from 'lucide-react'

export function ProductDescription({ product }: { product: Product }) {
  const { details } = product
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-5 leading-relaxed text-zinc-700">
        <p>{details.details_text}</p>
        <ul className="grid gap-2.5 sm:grid-cols-2">
          {details.details_list.map((item) => (
            <li key={item} className="flex gap-2.5">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <p>{details.details_text_2}</p>
      </div>
      <dl className="h-fit rounded-2xl bg-zinc-50 p-5 text-sm ring-1 ring-zinc-200">
        {[
          ['Shape', product.dimension],
          ['Sizes', product.sizes.join(', ')],
          [
            'Colours',
            product.colors.map((colour) => colour[0]?.toUpperCase() + colour.slice(1)).join(', '),
          ],
          ['Brand', product.brand],
        ].map(([term, value]) => (
          <div
            key={term}
            className="flex justify-between gap-4 border-b border-zinc-200 py-2.5 last:border-0"
          >
            <dt className="font-semibold text-zinc-900">{term}</dt>
            <dd className="text-right text-zinc-700">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
