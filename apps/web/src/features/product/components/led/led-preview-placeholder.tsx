import { useLedPreviewStore } from '../../stores/led-preview-store'

/**
 * Holds the LED preview's place, at its size, while its code loads: the order form below it
 * must not jump down when the preview appears (layout shift on phones).
 */
export function LedPreviewPlaceholder() {
  const width = useLedPreviewStore((state) => state.width)
  const height = useLedPreviewStore((state) => state.height)
  return (
    <div aria-hidden="true" className="flex flex-col gap-2.5">
      <div className="h-10" />
      <div className="rounded-xl bg-zinc-950 p-2 ring-1 ring-zinc-800">
        <div style={{ aspectRatio: `${width} / ${height}` }} className="max-h-[calc(70dvh-1rem)]" />
      </div>
    </div>
  )
}
