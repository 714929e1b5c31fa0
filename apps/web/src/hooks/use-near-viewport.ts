import { type RefObject, startTransition, useEffect, useState } from 'react'
import { useAfterPaint } from './use-after-paint'

/** How far below the screen a section starts to render: one more screen's height. */
const AHEAD = '0px 0px 100% 0px'

/**
 * True once the page has painted and `ref`'s element has come within a screen's height of
 * the viewport, then true for good; at once after the paint when `now` is true (a link to
 * the section) or where the browser cannot tell (no IntersectionObserver). For sections far
 * below the fold: on a phone their render, style and layout came right after the first paint
 * and were most of the page's blocking time (Lighthouse's median TBT 177 ms with them, 70 ms
 * without), for a part of the page the visitor may never scroll to.
 */
export function useNearViewport(ref: RefObject<Element | null>, now = false): boolean {
  const painted = useAfterPaint()
  const [near, setNear] = useState(false)
  const observable = typeof IntersectionObserver === 'function'
  useEffect(() => {
    const element = ref.current
    if (!painted || near || !element || !observable) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true))
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, painted, near, observable])
  return painted && (near || now || !observable)
}
