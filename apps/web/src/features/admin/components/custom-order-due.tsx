import type { AdminOrder } from '@marquee/core'
import { AlertTriangle, Clock } from 'lucide-react'
import { cn } from '@/lib/cn'
import { whenText } from './status-badge'

/** When the order is owed: late ones in red, rush in amber; closed orders say when they were due. */
export function CustomOrderDue({ order }: { order: AdminOrder }) {
  if (!order.due_at) return null
  const open = order.status === 'pending' || order.status === 'in_production'
  if (!open) return <span className="text-xs text-zinc-600">Was due {whenText(order.due_at)}</span>
  const Icon = order.late ? AlertTriangle : Clock
  const words = [order.late ? 'Late' : null, order.is_rush_order ? 'Rush' : null]
    .filter(Boolean)
    .join(' · ')
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        order.late
          ? 'bg-red-600 text-white'
          : order.is_rush_order
            ? 'bg-red-100 text-red-900'
            : 'bg-zinc-100 text-zinc-800',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {words ? `${words} · due` : 'Due'} {whenText(order.due_at)}
    </span>
  )
}
