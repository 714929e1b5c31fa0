import { expect, test } from '@playwright/test'
import { shootScreen } from './support/shots'

test('the overlay suggests Headlight Restoration Promo for "hedl" and Enter opens it', async ({
  page,
}) => {
  test.slow()
  await page.goto('/home/home-style-4')
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search the store' })
  const box = dialog.getByRole('combobox', { name: 'Search clips' })
  await box.fill('h')
  await expect(dialog.getByRole('listbox')).toHaveCount(0)
  await box.fill('hedl')
  const headlight = dialog.getByRole('option', { name: /Headlight Restoration Promo/ })
  await expect(headlight).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')

  await expect(async () => {
    await box.press('ArrowDown')
    await expect(headlight).toHaveAttribute('aria-selected', 'true', { timeout: 200 })
  }).toPass()
  await shootScreen(page, 'search-suggest')
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await headlight.getAttribute('id')) ?? '',
  )

  await box.press('Enter')
  await expect(page).toHaveURL(/\/shop\/shop-details\/\d+$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Headlight Restoration Promo' })).toBeVisible()
})

test('Escape hides the suggestions first, then closes the overlay', async ({ page }) => {
  await page.goto('/home/home-style-4')
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search the store' })
  const box = dialog.getByRole('combobox', { name: 'Search clips' })
  await box.fill('hedl')
  await expect(dialog.getByRole('listbox')).toBeVisible()
  await box.press('Escape')
  await expect(dialog.getByRole('listbox')).toHaveCount(0)
  await expect(dialog).toBeVisible()
  await box.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
