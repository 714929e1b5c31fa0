import { afterEach, beforeEach, vi } from 'vitest'

// A console.error during a test is a bug we would otherwise never read: fail the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})
