import { expect, type Page, test } from '@playwright/test'
import { bigCatalogURL } from '../support/big-catalog.ts'

test.use({ baseURL: bigCatalogURL })

const pageNumbers = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button').allInnerTexts())
    .map((text) => text.trim())
    .filter((text) => /^\d+$/.test(text))

test('pagination shows a window of five pages around the current one', async ({ page }) => {
  await page.goto('/shop')
  await expect(page.getByText(/^Showing 1-12 of 145 results$/)).toBeVisible()
  await expect(page.getByTestId('product-card')).toHaveCount(12)
  await expect.poll(() => pageNumbers(page)).toEqual(['1', '2', '3', '4', '5'])

  await page.goto('/shop?page=6&sortBy=low')
  await expect(page.getByText(/^Showing 61-72 of 145 results$/)).toBeVisible()
  await expect.poll(() => pageNumbers(page)).toEqual(['4', '5', '6', '7', '8'])

  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=7/)
  await expect(page).toHaveURL(/sortBy=low/)
  await expect.poll(() => pageNumbers(page)).toEqual(['5', '6', '7', '8', '9'])

  await page.getByRole('button', { name: 'Page 9' }).click()
  await expect(page.getByText(/^Showing 97-108 of 145 results$/)).toBeVisible()
  await expect.poll(() => pageNumbers(page)).toEqual(['7', '8', '9', '10', '11'])

  await page.goto('/shop?page=13&sortBy=low')
  await expect(page.getByText(/^Showing 145-145 of 145 results$/)).toBeVisible()
  await expect.poll(() => pageNumbers(page)).toEqual(['9', '10', '11', '12', '13'])
  await expect(page.getByTestId('product-card')).toHaveCount(1)
})
