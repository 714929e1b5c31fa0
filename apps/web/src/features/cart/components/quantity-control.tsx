import type { CartLine } from '@marquee/core'
import { Minus, Plus } from 'lucide-react'
import { addProductToCart, decrementCartLine } from '../stores/cart-actions'

const stepClass =
  'inline-flex size-8 items-center justify-center rounded-full text-zinc-700 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-40'

/** docs/requirements.md §4: one more up to the quantity available, one fewer down to 1. */
export function QuantityControl({ line }: { line: CartLine }) {
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-full ring-1 ring-zinc-300">
      <legend className="sr-only">Quantity of {line.title}</legend>
      <button
        type="button"
        aria-label={`Decrease quantity of ${line.title}`}
        disabled={line.orderQuantity <= 1}
        onClick={() => decrementCartLine(line.id)}
        className={stepClass}
      >
        <Minus aria-hidden="true" className="size-3.5" />
      </button>
      <output data-testid="cart-quantity" className="min-w-6 text-center text-sm font-semibold">
        {line.orderQuantity}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${line.title}`}
        onClick={() => addProductToCart(line)}
        className={stepClass}
      >
        <Plus aria-hidden="true" className="size-3.5" />
      </button>
    </fieldset>
  )
}
