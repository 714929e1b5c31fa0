import { ArrowUp } from 'lucide-react'
import { useScrolledPast } from '../hooks/use-scrolled-past'

/** docs/requirements.md §9: offered once the page is scrolled more than 200 px. */
export const BACK_TO_TOP_AT = 200

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AT)
  if (!visible) return null
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-amber-400 text-zinc-950 shadow-lg transition-transform hover:-translate-y-0.5"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  )
}
