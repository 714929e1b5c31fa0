import { expect, test } from '@playwright/test'

test('the store opens on the main home page with the seeded catalogue', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/home\/home-style-4$/)
  // The main home shows the first twelve clips of the catalogue, the SPEC's five among them.
  const cards = page.getByTestId('product-card')
  await expect(cards).toHaveCount(12)
  for (const title of [
    'Oil Change Special',
    'Headlight Restoration Promo',
    'Bubble Car Wash Loop',
    'Tire Sale Countdown',
    'Dealership Grand Opening',
  ]) {
    await expect(cards.filter({ hasText: title })).toHaveCount(1)
  }
  await expect(cards.first()).toContainText(/\$\d+\.\d{2}/)
  await expect(cards.first().getByRole('img').first()).toBeVisible()
})

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('component not found')).toBeVisible()
  await expect(page.getByText('Nothing To See Here!')).toBeVisible()
  const back = page.getByRole('link', { name: 'Back' })
  await expect(back).toHaveAttribute('href', '/home/home-style-1')
  await back.click()
  await expect(page).toHaveURL(/\/home\/home-style-1$/)
})
