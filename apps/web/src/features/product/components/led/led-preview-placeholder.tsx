import { useLedPreviewStore } from '../../stores/led-preview-store'

/**
 * Holds the LED preview's place, at its size, until it loads: the order form below it must
 * not jump down when the preview appears (layout shift on phones). With `onShow`, a button
 * loads it at once.
 */
export function LedPreviewPlaceholder({ onShow }: { onShow?: () => void }) {
  const width = useLedPreviewStore((state) => state.width)
  const height = useLedPreviewStore((state) => state.height)
  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex h-10 items-center">
        {onShow && (
          <button
            type="button"
            onClick={onShow}
            className="inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold text-zinc-900 ring-1 ring-zinc-300 hover:bg-zinc-100"
          >
            Show the LED preview ({width} x {height})
          </button>
        )}
      </div>
      <div aria-hidden="true" className="rounded-xl bg-zinc-950 p-2 ring-1 ring-zinc-800">
        <div style={{ aspectRatio: `${width} / ${height}` }} className="max-h-[calc(70dvh-1rem)]" />
      </div>
    </div>
  )
}
