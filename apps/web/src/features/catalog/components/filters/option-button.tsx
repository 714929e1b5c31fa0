import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface OptionButtonProps {
  active: boolean
  count?: number
  onClick: () => void
  children: ReactNode
}

/** One choice of a filter list; pressing the chosen one again clears it. */
export function OptionButton({ active, count, onClick, children }: OptionButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors',
        active ? 'bg-zinc-950 font-semibold text-amber-300' : 'text-zinc-700 hover:bg-zinc-100',
      )}
    >
      <span className="flex items-center gap-2">{children}</span>
      {count !== undefined && (
        <span className={cn('text-xs', active ? 'text-amber-200' : 'text-zinc-500')}>
          ({count})
        </span>
      )}
    </button>
  )
}
