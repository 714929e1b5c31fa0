import { expect, test } from '@playwright/test'
import { storedSummary } from '../support/storage.ts'

test('the wishlist toggles from a card, lists the clip and moves it to the cart', async ({
  page,
}) => {
  await page.goto('/shop/wishlist')
  await expect(page.getByText('No Wishlist Items Found')).toBeVisible()

  await page.goto('/shop?category=Automotive')
  const heart = page.getByRole('button', { name: 'Add Oil Change Special to wishlist' })
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Oil Change Special added to wishlist')).toBeVisible()
  expect((await storedSummary(page, 'wishlist_products')).map((line) => line.title)).toEqual([
    'Oil Change Special',
  ])
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  expect(await storedSummary(page, 'wishlist_products')).toEqual([])
  await heart.click()

  await page.goto('/shop/wishlist')
  const row = page.getByTestId('wishlist-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('$10.00')
  await row.getByRole('button', { name: 'Add TO Cart' }).click()
  expect((await storedSummary(page, 'cart_products')).map((line) => line.title)).toEqual([
    'Oil Change Special',
  ])
})

test('compare shows one column per clip with the SPEC rows', async ({ page }) => {
  await page.goto('/shop/compare')
  await expect(page.getByText('No Compare product')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop')

  await page.goto('/shop?category=Automotive')
  for (const title of ['Oil Change Special', 'Tire Sale Countdown']) {
    const card = page.getByTestId('product-card').filter({ hasText: title })
    await card.hover()
    await card.getByRole('button', { name: `Compare ${title}` }).click()
  }
  expect((await storedSummary(page, 'compare_products')).map((line) => line.title)).toEqual([
    'Oil Change Special',
    'Tire Sale Countdown',
  ])
  await page.goto('/shop/compare')
  await expect(page.getByTestId('compare-column')).toHaveCount(2)
  for (const row of ['Product', 'Description', 'Price', 'Add to cart', 'Rating', 'Remove']) {
    await expect(page.getByRole('rowheader', { name: row })).toBeVisible()
  }
})

test('the lists stay in step across tabs', async ({ page, context }) => {
  await page.goto('/shop?category=Automotive')
  const other = await context.newPage()
  await other.goto('/shop/cart')
  await expect(other.getByText('No Cart Items Found')).toBeVisible()
  await page
    .getByTestId('product-card')
    .filter({ hasText: 'Oil Change Special' })
    .getByRole('button', { name: '+ Add to Cart' })
    .click()
  await expect(other.getByTestId('cart-row')).toHaveCount(1)
})
