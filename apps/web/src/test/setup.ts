import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Lazy chunks (tabs, dialogs) load through a dynamic import; on a busy CI machine that can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 })

// Files share a worker's page and its module cache (isolate: false, vitest.config.ts); each
// file still imports the app's own modules afresh, so its vi.mock calls and the modules' state
// (stores, caches) start as in a worker of its own. Packages stay loaded.
vi.resetModules()

// Unmount first, so nothing still mounted can reach the real fetch once the stubs are gone.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})
