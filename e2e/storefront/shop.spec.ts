import { expect, type Page, test } from '@playwright/test'

const cardTitles = (page: Page) =>
  page.getByTestId('product-card').getByRole('heading').allInnerTexts()

test('the shop lists every clip with its count, sorts and switches to list view', async ({
  page,
}) => {
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Page' })).toBeVisible()
  await expect(page.getByText('Showing 1-5 of 5 results')).toBeVisible()
  await expect(page.getByTestId('product-card')).toHaveCount(5)

  const sort = page.getByLabel('Sort products')
  await sort.selectOption({ label: 'Price High To Low' })
  await expect(page).toHaveURL(/sortBy=high/)
  await expect
    .poll(() => cardTitles(page))
    .toEqual([
      'Dealership Grand Opening',
      'Tire Sale Countdown',
      'Bubble Car Wash Loop',
      'Headlight Restoration Promo',
      'Oil Change Special',
    ])
  await sort.selectOption({ label: 'Price Low To High' })
  await expect(page).toHaveURL(/sortBy=low/)
  await expect.poll(async () => (await cardTitles(page))[0]).toBe('Oil Change Special')
  await sort.selectOption({ label: 'Default Sorting' })
  await expect
    .poll(() => cardTitles(page))
    .toEqual([
      'Bubble Car Wash Loop',
      'Dealership Grand Opening',
      'Headlight Restoration Promo',
      'Oil Change Special',
      'Tire Sale Countdown',
    ])

  await page.getByRole('button', { name: 'List view' }).click()
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const firstCard = page.getByTestId('product-card').first()
  await expect(firstCard.getByRole('listitem')).toHaveCount(3)
})

test('filters merge into the address and keep the other parameters', async ({ page }) => {
  await page.goto('/shop?sortBy=low')
  await page
    .getByRole('complementary')
    .getByRole('button', { name: /Pixel Forge/ })
    .click()
  await expect(page).toHaveURL(/sortBy=low/)
  await expect(page).toHaveURL(/brand=Pixel(\+|%20)Forge/)
  await expect(page.getByTestId('product-card')).toHaveCount(2)
  await expect.poll(() => cardTitles(page)).toEqual(['Oil Change Special', 'Tire Sale Countdown'])
})

test('shop-right resets to the plain shop', async ({ page }) => {
  await page.goto('/shop/shop-right?brand=Brightbox')
  await expect(page.getByTestId('product-card')).toHaveCount(1)
  await page.getByRole('button', { name: 'Reset Filter' }).click()
  await expect(page).toHaveURL(/\/shop$/)
  await expect(page.getByTestId('product-card')).toHaveCount(5)
})

test('an empty result shows the oops sign and leads back to the shop', async ({ page }) => {
  await page.goto('/shop?brand=No%20Such%20Brand')
  await expect(page.getByRole('img', { name: /Oops/ })).toBeVisible()
  await page.getByRole('link', { name: 'Continue Shopping' }).click()
  await expect(page).toHaveURL(/\/shop$/)
})

test('an unknown product id goes to /404', async ({ page }) => {
  await page.goto('/shop/shop-details/999999')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByText('Nothing To See Here!')).toBeVisible()
})

test('the product page loops its clip in a sign frame with a play toggle', async ({ page }) => {
  await page.goto('/shop/shop-details/1')
  await expect(page.getByRole('heading', { name: 'Oil Change Special' }).first()).toBeVisible()
  const video = page.locator('video').first()
  await expect(video).toHaveAttribute('loop', '')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  await page.getByRole('button', { name: 'Pause preview' }).click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
  await page.getByRole('button', { name: 'Play preview' }).click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  await page.getByRole('tab', { name: /Reviews \(\d+\)/ }).click()
  await expect(page.getByRole('button', { name: 'Post comment' })).toBeVisible()
})
