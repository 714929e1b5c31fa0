import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3310)
const baseURL = `http://127.0.0.1:${port}`
/** A second store with a large generated catalogue, for paging (see e2e/support/big-catalog.ts). */
const bigPort = port + 1

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // On a 2-vCPU CI runner with two browsers, two stores and ffmpeg at work, a flow of sign-in,
  // checkout and mailbox took 29-31 s where it takes 12 s alone: twice Playwright's 30 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  // A sign-in is three redirects and a token exchange; on a busy 2-vCPU runner that can
  // outlast Playwright's default 5 s.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // Recording a trace (a screencast and a DOM snapshot per action) made each test a quarter
    // slower on 2 vCPUs (28 screens: 337 s against 261 s); CI's traces are never opened, its
    // failures keep their screenshot and error context.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless-only build of the same Chromium: the whole suite's browsers cost
      // two fifths less CPU than full Chromium's (docs/decisions/025-headless-shell-for-tests.md).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      // Whole file names: admin/admin-catalog.spec.ts shoots both widths itself.
      testMatch: /(^|[/])(foundation|screens|catalog|catalog-screens)\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/readyz`,
      // The hosted checkout returns to PUBLIC_URL: the origin the browser signed in on.
      env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${bigPort}/readyz`,
      env: {
        PORT: String(bigPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${bigPort}`,
        E2E_SYNTHETIC_PRODUCTS: '100',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
})
