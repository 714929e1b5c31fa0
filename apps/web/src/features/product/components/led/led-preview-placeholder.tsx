import { Sparkles } from 'lucide-react'
import { useLedPreviewStore } from '../../stores/led-preview-store'

/**
 * Holds the LED preview's place, at its size, until it loads: the order form below it must
 * not jump down when the preview appears (layout shift on phones). With `onShow`, the clip's
 * poster, dimmed, and a button that loads the preview at once.
 *
 * The poster is the page's largest image, so it is its LCP: it is an <img> of the URL the page
 * shell preloads (the product's `img`), drawn in the product's first render. Taken from the
 * sign player's video instead, it appeared a render later, after the order form's code had
 * loaded, and Lighthouse counted all of that towards LCP.
 */
export function LedPreviewPlaceholder({ poster, onShow }: { poster: string; onShow?: () => void }) {
  const width = useLedPreviewStore((state) => state.width)
  const height = useLedPreviewStore((state) => state.height)
  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex h-10 items-center">
        <p className="truncate text-sm font-semibold text-zinc-900">
          <span className="hidden sm:inline">Your sign: </span>
          {width} x {height} LEDs
        </p>
      </div>
      <div className="rounded-xl bg-zinc-950 p-2 ring-1 ring-zinc-800">
        <div
          style={{ aspectRatio: `${width} / ${height}` }}
          className={`relative flex max-h-[calc(70dvh-1rem)] items-center justify-center overflow-hidden ${onShow ? 'min-h-16' : ''}`}
        >
          {onShow && (
            <>
              <img
                src={poster}
                alt=""
                width={384}
                height={192}
                fetchPriority="high"
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
              <div aria-hidden="true" className="led-dots absolute inset-0 bg-zinc-950/70" />
              <button
                type="button"
                onClick={onShow}
                className="relative inline-flex h-11 items-center gap-2 rounded-full bg-amber-400 px-5 text-sm font-bold text-zinc-950 shadow-lg hover:bg-amber-300"
              >
                <Sparkles aria-hidden="true" className="size-4" />
                Show the LED preview ({width} x {height})
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  )
}
