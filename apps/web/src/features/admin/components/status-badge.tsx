import { cn } from '@/lib/cn'

const tones: Record<string, string> = {
  pending: 'bg-sky-100 text-sky-900',
  in_production: 'bg-amber-100 text-amber-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  paid: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-zinc-200 text-zinc-800',
  refunded: 'bg-rose-100 text-rose-900',
  new: 'bg-sky-100 text-sky-900',
  in_progress: 'bg-amber-100 text-amber-900',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-zinc-200 text-zinc-800',
  active: 'bg-emerald-100 text-emerald-900',
  ready: 'bg-emerald-100 text-emerald-900',
  complete: 'bg-emerald-100 text-emerald-900',
  succeeded: 'bg-emerald-100 text-emerald-900',
  approved: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-rose-100 text-rose-900',
  past_due: 'bg-rose-100 text-rose-900',
  rejected: 'bg-rose-100 text-rose-900',
}

/** An order, payment or request status as a small coloured label ("in production", not "in_production"). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[status] ?? 'bg-zinc-100 text-zinc-800',
      )}
    >
      {status.replace('_', ' ')}
    </span>
  )
}

export const whenText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
