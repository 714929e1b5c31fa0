import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Unmount first, so nothing still mounted can reach the real fetch once the stubs are gone.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})
