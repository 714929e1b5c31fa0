import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Lazy chunks (tabs, dialogs) load through a dynamic import; on a busy CI machine that can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 })

// Unmount first, so nothing still mounted can reach the real fetch once the stubs are gone.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})
