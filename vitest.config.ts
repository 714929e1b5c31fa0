import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Two workers even on a 2-core runner, where the default is one: a file often waits on
    // ffmpeg, a child store or the PostgreSQL server.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/setup.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every file builds its own app on its own database, so the module graph (Fastify,
          // oidc-provider, the AWS SDK, pg-boss: ~3.5 s of CPU) can be imported once per worker
          // instead of once per file: half the CPU of the run.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
})
