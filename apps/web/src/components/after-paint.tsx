import { type ReactNode, Suspense } from 'react'
import { useAfterPaint } from '@/hooks/use-after-paint'

/**
 * `children` once the page around them has painted; `placeholder`, which keeps their place,
 * until then and while their code (a lazy component) loads. For what sits below the page's
 * largest element or needs heavy code (a form and its validation): asked for in the first
 * render, its chunks shared a slow phone's bandwidth and main thread with what the visitor
 * came to see.
 */
export function AfterPaint({
  placeholder,
  children,
}: {
  placeholder: ReactNode
  children: ReactNode
}) {
  const painted = useAfterPaint()
  if (!painted) return placeholder
  return <Suspense fallback={placeholder}>{children}</Suspense>
}
