/*
 * Toasts through sonner, loaded on first use so it stays out of the first page's JavaScript
 * and off the network while the page loads. The <Toaster> mounts when the first toast is
 * asked for; a toast sent before it has mounted would be lost, so each waits for it.
 */
let markReady: () => void = () => undefined
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})

let toasterWanted = false
const wantListeners = new Set<() => void>()

export const loadSonner = () => import('sonner')

/** Called by the lazily mounted Toaster once it listens. */
export const signalToasterReady = () => markReady()

/** Whether a toast has been asked for yet, for useSyncExternalStore. */
export const isToasterWanted = () => toasterWanted

export function subscribeToasterWanted(listener: () => void): () => void {
  wantListeners.add(listener)
  return () => wantListeners.delete(listener)
}

function wantToaster(): void {
  if (toasterWanted) return
  toasterWanted = true
  for (const listener of wantListeners) listener()
}

export type NotifyKind = 'success' | 'error' | 'info'

async function show(kind: NotifyKind, message: string, title?: string): Promise<void> {
  wantToaster()
  const { toast } = await loadSonner()
  await toasterReady
  if (title) toast[kind](title, { description: message })
  else toast[kind](message)
}

/** Shows a toast; with a title, the message is its description (docs/requirements.md §5 'Comments Required'). */
export function notify(kind: NotifyKind, message: string, title?: string): void {
  show(kind, message, title).catch((error: unknown) =>
    console.warn('Could not show a notification:', error),
  )
}
