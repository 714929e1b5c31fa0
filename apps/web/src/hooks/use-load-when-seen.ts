import { type RefObject, useCallback, useEffect, useState } from 'react'

/**
 * Whether a heavy widget (its code, its data) may load: once the visitor has scrolled and
 * `ref`'s element is in view, or at once when `load()` is called (a click). A widget that
 * happens to be on the first screen waits for either, so the page's first load spends
 * nothing on it.
 */
export function useLoadWhenSeen(ref: RefObject<Element | null>): [boolean, () => void] {
  const [wanted, setWanted] = useState(false)
  const load = useCallback(() => setWanted(true), [])
  useEffect(() => {
    const element = ref.current
    if (wanted || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load()
    })
    const watch = () => observer.observe(element)
    window.addEventListener('scroll', watch, { once: true, passive: true })
    return () => {
      window.removeEventListener('scroll', watch)
      observer.disconnect()
    }
  }, [ref, wanted, load])
  return [wanted, load]
}
