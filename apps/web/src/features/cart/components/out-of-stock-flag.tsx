export function OutOfStockFlag() {
  return (
    <span className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-700 ring-1 ring-rose-200">
      Out of stock
    </span>
  )
}
