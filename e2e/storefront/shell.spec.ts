import { expect, test } from '@playwright/test'

test('the header turns sticky after 80 px and back-to-top shows after 200 px', async ({ page }) => {
  await page.goto('/shop')
  const header = page.getByRole('banner')
  const backToTop = page.getByRole('button', { name: 'Back to top' })
  await expect(header).toHaveAttribute('data-sticky', 'false')
  await expect(backToTop).toBeHidden()

  await page.evaluate(() => window.scrollTo(0, 79))
  await expect(header).toHaveAttribute('data-sticky', 'false')
  await page.evaluate(() => window.scrollTo(0, 81))
  await expect(header).toHaveAttribute('data-sticky', 'true')
  await expect(backToTop).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 201))
  await expect(backToTop).toBeVisible()

  await backToTop.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the quick view opens from a card and closes when you navigate', async ({ page }) => {
  await page.goto('/shop?category=Automotive')
  const card = page.getByTestId('product-card').filter({ hasText: 'Tire Sale Countdown' })
  await card.hover()
  await card.getByRole('button', { name: 'Quick view Tire Sale Countdown' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Tire Sale Countdown' })).toBeVisible()
  await dialog.getByRole('link', { name: 'View full details' }).click()
  await expect(page).toHaveURL(/\/shop\/shop-details\/\d+$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the mobile menu closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/home/home-style-4')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  for (const item of ['Home', 'Shop', 'Blog', 'Contact']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible()
  }
  await menu.getByRole('link', { name: 'Shop', exact: true }).click()
  await expect(page).toHaveURL(/\/shop$/)
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0)
})

test('the footer carries Book a Call, the policies and the custom-ad link', async ({ page }) => {
  await page.goto('/home/home-style-4')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: /Book a Call/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  await expect(footer.getByRole('link', { name: /custom ad/i })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  for (const name of ['Privacy policy', 'Terms & conditions', 'Usage policy', 'Return policy']) {
    await expect(footer.getByRole('link', { name })).toBeVisible()
  }
})
