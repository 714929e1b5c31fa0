import { lazy, Suspense, useEffect } from 'react'
import { loadSonner, signalToasterReady } from '@/lib/notify'

/** SPEC §9: notifications show 3 seconds at the top centre. */
const TOAST_DURATION = 3000

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })))

function ReadySignal() {
  // Runs after its earlier sibling, the Toaster, has subscribed in its own effect.
  useEffect(signalToasterReady, [])
  return null
}

export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" duration={TOAST_DURATION} richColors />
      <ReadySignal />
    </Suspense>
  )
}
