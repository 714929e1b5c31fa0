import { expect, test } from '@playwright/test'
import { toastViolations } from '../support/axe.ts'
import { storedList, storedSummary } from '../support/storage.ts'

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

test('adding to the cart, the mini cart, and the cart page agree with localStorage', async ({
  page,
}) => {
  await page.goto('/shop?category=Automotive')
  const headerCart = page.getByRole('banner').getByRole('button', { name: /^Cart, 0 items/ })
  await expect(headerCart).toBeVisible()

  const oil = page.getByTestId('product-card').filter({ hasText: 'Oil Change Special' })
  await oil.getByRole('button', { name: '+ Add to Cart' }).click()
  await expect(toast(page, 'Oil Change Special added to cart')).toBeVisible()
  expect(await toastViolations(page)).toEqual([])
  await expect(oil.getByRole('link', { name: 'View Cart' })).toBeVisible()
  expect(await storedSummary(page, 'cart_products')).toEqual([
    { title: 'Oil Change Special', orderQuantity: 1 },
  ])

  const tire = page.getByTestId('product-card').filter({ hasText: 'Tire Sale Countdown' })
  await tire.getByRole('button', { name: '+ Add to Cart' }).click()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, 2 items/ })
    .click()
  const mini = page.getByTestId('mini-cart')
  await expect(mini.getByText('Oil Change Special')).toBeVisible()
  await expect(mini.getByTestId('mini-cart-subtotal')).toContainText('$28.00')
  await mini.getByRole('link', { name: 'view Cart' }).click()

  await expect(page).toHaveURL(/\/shop\/cart$/)
  await expect(page.getByTestId('cart-row')).toHaveCount(2)
  await expect(page.getByTestId('cart-total')).toContainText('$28.00')

  await page.getByRole('button', { name: 'Increase quantity of Oil Change Special' }).click()
  await expect(page.getByTestId('cart-total')).toContainText('$38.00')
  expect(await storedSummary(page, 'cart_products')).toEqual([
    { title: 'Oil Change Special', orderQuantity: 2 },
    { title: 'Tire Sale Countdown', orderQuantity: 1 },
  ])
  await page.getByRole('button', { name: 'Decrease quantity of Oil Change Special' }).click()
  await expect(toast(page, 'Decrement Quantity For Oil Change Special')).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Decrease quantity of Oil Change Special' }),
  ).toBeDisabled()
  expect(await storedSummary(page, 'cart_products')).toEqual([
    { title: 'Oil Change Special', orderQuantity: 1 },
    { title: 'Tire Sale Countdown', orderQuantity: 1 },
  ])

  await page.getByRole('button', { name: 'Remove Tire Sale Countdown from cart' }).click()
  await expect(toast(page, 'Tire Sale Countdown remove to cart')).toBeVisible()
  await expect(page.getByTestId('cart-row')).toHaveCount(1)

  await page.reload()
  await expect(page.getByTestId('cart-row')).toHaveCount(1)
  await expect(page.getByTestId('cart-subtotal')).toContainText('$10.00')
})

test('a coupon is checked by the server and shows the discount line', async ({ page }) => {
  await page.goto('/shop?category=Automotive')
  await page
    .getByTestId('product-card')
    .filter({ hasText: 'Dealership Grand Opening' })
    .getByRole('button', { name: '+ Add to Cart' })
    .click()
  await page.goto('/shop/cart')
  const coupon = page.getByRole('textbox', { name: /coupon/i })

  await coupon.fill('spring25')
  await page.getByRole('button', { name: 'Apply coupon' }).click()
  await expect(page.getByText('Invalid or inactive coupon code')).toBeVisible()
  await expect(page.getByTestId('cart-discount')).toHaveCount(0)

  const used = page.waitForRequest('**/api/discounts/use')
  await coupon.fill('welcome10')
  await page.getByRole('button', { name: 'Apply coupon' }).click()
  await expect(page.getByTestId('cart-discount')).toContainText('$2.00')
  await expect(page.getByTestId('cart-total')).toContainText('$18.00')
  expect((await used).postDataJSON()).toMatchObject({ discountCode: 'WELCOME10' })
})

test('the empty cart, clearing with the SPEC confirm, and a disabled checkout', async ({
  page,
}) => {
  await page.goto('/shop/cart')
  await expect(page.getByText('No Cart Items Found')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/shop',
  )
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, 0 items/ })
    .click()
  await expect(page.getByTestId('mini-cart').getByText('Your cart is empty')).toBeVisible()

  await page.goto('/shop?category=Automotive')
  await page
    .getByTestId('product-card')
    .filter({ hasText: 'Bubble Car Wash Loop' })
    .getByRole('button', { name: '+ Add to Cart' })
    .click()
  await page.goto('/shop/cart')
  await expect(page.getByRole('button', { name: 'Checkout with Stripe' })).toBeEnabled()
  await page.getByRole('button', { name: 'Clear cart' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Are you sure deleted your all cart items ?')
  await confirm.getByRole('button', { name: 'Yes, clear it' }).click()
  await expect(page.getByText('No Cart Items Found')).toBeVisible()
  expect(await storedList(page, 'cart_products')).toEqual([])
})

test('corrupted storage gives an empty cart, not a crash', async ({ page }) => {
  await page.goto('/shop?category=Automotive')
  await page.evaluate(() => {
    window.localStorage.setItem('cart_products', '{not json')
    window.localStorage.setItem('wishlist_products', '"a string"')
    window.localStorage.setItem('compare_products', '[{"nope":true}]')
  })
  for (const url of ['/shop/cart', '/shop/wishlist', '/shop/compare']) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await expect(page.getByText('No Compare product')).toBeVisible()
  await page.goto('/shop/cart')
  await expect(page.getByText('No Cart Items Found')).toBeVisible()
})
