import { defineConfig, devices } from '@playwright/test'
import base from './playwright.config'

/**
 * `npm run test:cluster` (scripts/test-cluster.mjs): the customer flows of the browser suite
 * through nginx in front of two API instances, one worker, PostgreSQL and s3rver; then
 * e2e/cluster/ kills an API instance mid-flow, then the worker mid-conversion. Flows chosen to
 * share one store with each other: browse, checkout on the sandbox, download, custom order
 * (logo to the bucket), back office (master uploads through nginx, the media job on the worker).
 */
const baseURL = process.env.CLUSTER_URL
if (!baseURL) throw new Error('CLUSTER_URL is unset: run this through `npm run test:cluster`')

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }

export default defineConfig({
  ...base,
  // Three servers, a worker, nginx, the bucket and two browsers share the machine: each test
  // gets twice the time it has against the one store of the browser suite.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  outputDir: 'test-results/cluster',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/cluster' }]],
  workers: 2,
  use: { ...base.use, baseURL },
  webServer: undefined,
  projects: [
    {
      name: 'cluster-flows',
      use: desktop,
      testMatch: [
        'foundation.spec.ts',
        'storefront/catalog.spec.ts',
        'checkout/cart-checkout.spec.ts',
        'downloads/download.spec.ts',
        // The compiled worker draws a personalised clip's texts with the fonts it ships.
        'downloads/personalised-purchase.spec.ts',
        'custom-order.spec.ts',
        'custom-order-progress.spec.ts',
        'admin/admin-catalog.spec.ts',
      ],
    },
    {
      // After the flows, alone: a request in flight to the killed instance would fail them.
      name: 'cluster-kill',
      use: desktop,
      testMatch: 'cluster/instance-kill.cluster.ts',
      dependencies: ['cluster-flows'],
    },
    {
      // Then the worker, alone too: the instance kill's download needs it alive.
      name: 'cluster-worker-kill',
      use: desktop,
      testMatch: 'cluster/worker-kill.cluster.ts',
      dependencies: ['cluster-kill'],
    },
  ],
})
