import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // One page (happy-dom) and one load of the packages per worker, not per file: 115 s → 30 s
    // for the project's 88 files. src/test/setup.ts gives each file the app's modules afresh.
    isolate: false,
    // A group of its own, after the server's files: projects run together must share
    // maxWorkers, and this one's default on a 2-core machine is one worker, the root's two.
    sequence: { groupOrder: 1 },
    setupFiles: ['src/test/setup.ts'],
    // A test's first lazy import transforms its chunk: seconds on a loaded machine.
    testTimeout: 30_000,
  },
})
