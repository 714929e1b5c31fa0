import {
  CUSTOM_ORDER_TAB_NAMES,
  CUSTOM_ORDER_TABS,
  type CustomOrderPage,
  type CustomOrderTab,
} from '@marquee/core'
import { Link, useSearchParams } from 'react-router'
import { cn } from '@/lib/cn'

const isTab = (value: string | null): value is CustomOrderTab =>
  (CUSTOM_ORDER_TABS as readonly (string | null)[]).includes(value)

/** The tab in the address (?status=), so a reload or a link keeps it; New when none or unknown. */
export function useCustomOrderTab(): CustomOrderTab {
  const [params] = useSearchParams()
  const status = params.get('status')
  return isTab(status) ? status : 'pending'
}

/** New, In production, Delivered, Cancelled: links, each with how many orders it holds. */
export function CustomOrderTabs({
  current,
  counts,
}: {
  current: CustomOrderTab
  counts: CustomOrderPage['counts'] | undefined
}) {
  return (
    <nav aria-label="Custom orders by status" className="mb-4">
      {/* Two by two on a phone, so no tab is off screen; one row from the small breakpoint. */}
      <ul className="grid grid-cols-2 border-b border-zinc-200 sm:flex sm:gap-1">
        {CUSTOM_ORDER_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={`?status=${tab}`}
              aria-current={tab === current ? 'page' : undefined}
              className={cn(
                '-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold',
                tab === current
                  ? 'border-zinc-900 text-zinc-900'
                  : 'border-transparent text-zinc-600 hover:text-zinc-900',
              )}
            >
              {CUSTOM_ORDER_TAB_NAMES[tab]}
              {counts && (
                <span className="rounded-full bg-zinc-100 px-2 text-xs text-zinc-800">
                  {counts[tab]}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
