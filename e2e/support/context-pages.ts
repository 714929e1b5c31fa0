import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * Playwright's `test` with `newContextPage`: a page in a browser context of its own (another
 * person's browser: its own storage, cookies and sign-in), closed when the test ends. A context
 * left open kept its last page running until the worker stopped: by the middle of a CI run,
 * fifteen pages of earlier tests (back office lists that poll, clips that loop) each took 3% of
 * a core beside the tests still running.
 */
export const test = base.extend<{
  newContextPage: (options?: BrowserContextOptions) => Promise<Page>
}>({
  newContextPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (options) => {
      const context = await browser.newContext(options)
      contexts.push(context)
      return context.newPage()
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
})
