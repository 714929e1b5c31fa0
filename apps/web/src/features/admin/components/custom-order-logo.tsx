import type { AdminOrder } from '@marquee/core'
import { buttonClass } from '@/components/ui/button-styles'

/** The comments without the "Logo URL: …" line: the logo is shown as itself above them. */
export const withoutLogoLine = (comments: string) =>
  comments
    .split('\n')
    .filter((line) => !line.startsWith('Logo URL: '))
    .join('\n')
    .trim()

/** The logo the customer uploaded: a thumbnail (opening it full size) and its download. */
export function CustomOrderLogo({ order }: { order: AdminOrder }) {
  const { logo } = order
  if (!logo) return null
  const name = logo.key.slice(logo.key.lastIndexOf('/') + 1)
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <a href={logo.path} target="_blank" rel="noreferrer" className="shrink-0">
        <img
          src={logo.path}
          alt={`Logo for order #${order.id}`}
          className="size-20 rounded-lg bg-zinc-100 object-contain p-1 ring-1 ring-zinc-200"
        />
      </a>
      <div className="min-w-0 text-sm text-zinc-700">
        <p className="font-semibold text-zinc-900">Customer's logo</p>
        <p className="truncate">{name}</p>
        <a href={logo.path} download={name} className={buttonClass('outline', 'sm', 'mt-1')}>
          Download logo
        </a>
      </div>
    </div>
  )
}
