import { SlidersHorizontal } from 'lucide-react'
import { buttonClass } from '@/components/ui/button-styles'

export const FILTERS_ID = 'shop-filters'

/** On small screens the sidebar folds away behind this button, so products come first. */
export function FiltersToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={FILTERS_ID}
      onClick={onToggle}
      className={buttonClass('outline', 'md', 'mb-4 w-full lg:hidden')}
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {open ? 'Hide filters' : 'Show filters'}
    </button>
  )
}
