import { type CSSProperties, lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import {
  isToasterWanted,
  loadSonner,
  signalToasterReady,
  subscribeToasterWanted,
} from '@/lib/notify'

/** docs/requirements.md §9: notifications show 3 seconds at the top centre. */
const TOAST_DURATION = 3000

/**
 * Sonner's rich colours, darkened where its text falls under WCAG AA's 4.5:1 on its own pale
 * background (its success green reads about 4.3:1); the backgrounds stay sonner's.
 */
const READABLE_RICH_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 36%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 40%)',
} as CSSProperties

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })))

function ReadySignal() {
  // Runs after its earlier sibling, the Toaster, has subscribed in its own effect.
  useEffect(signalToasterReady, [])
  return null
}

/** Mounts sonner's Toaster once the first toast is asked for (lib/notify). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        duration={TOAST_DURATION}
        richColors
        style={READABLE_RICH_COLOURS}
      />
      <ReadySignal />
    </Suspense>
  )
}
