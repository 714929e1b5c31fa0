import { lazy, Suspense, useRef } from 'react'
import { useLoadWhenSeen } from '@/hooks/use-load-when-seen'
import { LED_PREVIEW_ID } from './led-preview-id'
import { LedPreviewPlaceholder } from './led-preview-placeholder'

// WebGL and its shaders are no part of the first load: they come when the visitor scrolls
// the preview into view, or at once when they ask for it.
const LedPreview = lazy(() =>
  import('./led-preview').then((module) => ({ default: module.LedPreview })),
)

/** `poster` is the clip's poster (the product's `img`), shown dimmed until the preview loads. */
export function LazyLedPreview({ poster }: { poster: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [wanted, load] = useLoadWhenSeen(ref)
  return (
    <div ref={ref} id={LED_PREVIEW_ID} className="scroll-mt-24">
      {wanted ? (
        <Suspense fallback={<LedPreviewPlaceholder poster={poster} />}>
          <LedPreview />
        </Suspense>
      ) : (
        <LedPreviewPlaceholder poster={poster} onShow={load} />
      )}
    </div>
  )
}
