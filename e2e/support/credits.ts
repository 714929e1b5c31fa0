import type { Page } from '@playwright/test'

/** The "Downloads left" figure of the subscription panel on the page. */
export const downloadsLeft = async (page: Page) =>
  Number(
    await page
      .getByTestId('subscription-panel')
      .locator('div', { hasText: 'Downloads left' })
      .locator('dd')
      .textContent(),
  )
