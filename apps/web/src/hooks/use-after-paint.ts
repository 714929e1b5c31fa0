import { startTransition, useEffect, useState } from 'react'

/**
 * False until the browser has painted a render in which `ready` was true, then true for good.
 * Content below the fold waits on it, so what is above the fold reaches the screen first
 * instead of waiting for the rest of the page to render; that later render is a transition,
 * which yields to the browser as it goes.
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!ready || painted) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs just before the browser paints; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready, painted])
  return painted
}
