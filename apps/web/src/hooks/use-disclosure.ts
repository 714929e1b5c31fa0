import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * A header popup's open state: it closes on navigation (docs/requirements.md §2), on a press outside its root
 * and on Escape, which hands focus back to the trigger (the root's `aria-expanded` element).
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const { key } = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => setOpen(false), [key])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      rootRef.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return { open, setOpen, rootRef }
}
