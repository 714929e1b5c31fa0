/*
 * Toasts through sonner, loaded on first use so it stays out of the first page's JavaScript.
 * A toast sent before the <Toaster> has mounted would be lost, so each waits for it.
 */
let markReady: () => void = () => undefined
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})

export const loadSonner = () => import('sonner')

/** Called by the lazily mounted Toaster once it listens. */
export const signalToasterReady = () => markReady()

export type NotifyKind = 'success' | 'error' | 'info'

async function show(kind: NotifyKind, message: string): Promise<void> {
  const { toast } = await loadSonner()
  await toasterReady
  toast[kind](message)
}

export function notify(kind: NotifyKind, message: string): void {
  show(kind, message).catch((error: unknown) =>
    console.warn('Could not show a notification:', error),
  )
}
