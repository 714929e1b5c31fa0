import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import {
  isToasterWanted,
  loadSonner,
  signalToasterReady,
  subscribeToasterWanted,
} from '@/lib/notify'

/** docs/requirements.md §9: notifications show 3 seconds at the top centre. */
const TOAST_DURATION = 3000

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
      <Toaster position="top-center" duration={TOAST_DURATION} richColors />
      <ReadySignal />
    </Suspense>
  )
}
