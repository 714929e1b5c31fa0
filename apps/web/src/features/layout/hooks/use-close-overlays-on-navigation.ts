import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useUiStore } from '@/stores/ui-store'

/** docs/requirements.md §2: menus, search and modals close on every navigation. */
export function useCloseOverlaysOnNavigation(): void {
  const { key } = useLocation()
  const closeAll = useUiStore((state) => state.closeAll)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => closeAll(), [key, closeAll])
}
