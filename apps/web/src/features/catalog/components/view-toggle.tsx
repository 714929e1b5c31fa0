import { LayoutGrid, List } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { CardView } from './product-card'

interface ViewToggleProps {
  view: CardView
  onChange: (view: CardView) => void
}

const OPTIONS = [
  { view: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { view: 'list', label: 'List view', Icon: List },
] as const

export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <div className="flex gap-1 rounded-full bg-zinc-100 p-1">
      {OPTIONS.map(({ view: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-label={label}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-full transition-colors',
            view === option ? 'bg-zinc-950 text-amber-300' : 'text-zinc-600 hover:text-zinc-950',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  )
}
