import { expect, type Page, test } from '@playwright/test'

const openSearch = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByPlaceholder('Search for Artifacts...')).toBeVisible()
  return dialog
}

test.beforeEach(async ({ page }) => {
  await page.goto('/home/home-style-4')
})

test('submitting with neither text nor a type does nothing', async ({ page }) => {
  const dialog = await openSearch(page)
  await dialog.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/home\/home-style-4$/)
})

test('text goes to the search page as lowercase words joined by hyphens and closes', async ({
  page,
}) => {
  const dialog = await openSearch(page)
  const searched = page.waitForRequest((request) => request.url().includes('/api/products/search'))
  await dialog.getByPlaceholder('Search for Artifacts...').fill('  Oil   CHANGE ')
  await dialog.getByPlaceholder('Search for Artifacts...').press('Enter')
  await searched
  await expect(page).toHaveURL(/\/shop\/search\?searchText=oil-change$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Search Page' })).toBeVisible()
  await expect(page.getByTestId('product-card').first()).toContainText('Oil Change Special')
})

test('the product-type chip toggles, and a type alone goes straight to the search page', async ({
  page,
}) => {
  const dialog = await openSearch(page)
  const chip = dialog.getByRole('button', { name: 'Automotive' })
  await chip.click()
  await expect(chip).toHaveAttribute('aria-pressed', 'true')
  await chip.click()
  await expect(chip).toHaveAttribute('aria-pressed', 'false')
  await chip.click()
  await dialog.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/shop\/search\?productType=Automotive$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a misspelt word still finds the clip, with suggestions as you type', async ({ page }) => {
  const dialog = await openSearch(page)
  await dialog.getByPlaceholder('Search for Artifacts...').fill('hedlight')
  await expect(dialog.getByRole('option', { name: /Headlight Restoration Promo/ })).toBeVisible()
  await dialog.getByPlaceholder('Search for Artifacts...').press('Enter')
  await expect(page).toHaveURL(/searchText=hedlight/)
  await expect(page.getByTestId('product-card').first()).toContainText(
    'Headlight Restoration Promo',
  )
})
