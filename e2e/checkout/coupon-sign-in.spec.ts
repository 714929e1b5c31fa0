import { expect, test } from '@playwright/test'
import { fillSignIn, openAccountMenu, registerCustomer } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { PAYING_CARD, payOnSandbox } from '../support/checkout'
import { shootPart } from '../support/shots'

const PRODUCT = '/shop/shop-details/2'

test('a coupon applied signed out survives signing in from the cart, and the hosted checkout charges what the cart said', async ({
  page,
}) => {
  test.slow()
  // A returning customer: the customised rush clip went into the cart while signed in (the
  // order form is for customers), then they logged out.
  const customer = await registerCustomer(page, 'Cora Coupon')
  await page.goto(PRODUCT)
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByRole('group', { name: 'Customisation' }).getByLabel('Yes').check()
  await form.getByLabel('Comments (required)').fill('CORA’S CAR WASH in blue')
  await form.getByRole('group', { name: 'Rush order' }).getByLabel('Yes').check()
  await form.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
  await openAccountMenu(page)
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/home\/home-style-4$/)

  await page.goto('/shop/cart')
  await page.getByLabel('Coupon code').fill('welcome10')
  await page.getByRole('button', { name: 'Apply coupon' }).click()
  const totals = page.getByRole('region', { name: 'Cart Totals' })
  await expect(totals.getByText('Discount (WELCOME10, 10%)')).toBeVisible()
  const total = (await page.getByTestId('cart-total').textContent()) ?? ''
  const subtotal = (await page.getByTestId('cart-subtotal').textContent()) ?? ''
  expect(total).toMatch(/^\$\d+\.\d\d$/)
  expect(total).not.toBe(subtotal)

  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await fillSignIn(page, customer.email)
  await expect(page).toHaveURL(/\/shop\/cart$/)
  await expect(totals.getByText('Discount (WELCOME10, 10%)')).toBeVisible()
  await expect(page.getByTestId('cart-subtotal')).toHaveText(subtotal)
  await expect(page.getByTestId('cart-total')).toHaveText(total)
  await shootPart(page, 'cart-coupon-after-sign-in', totals)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, / })
    .click()
  const miniCart = page.getByTestId('mini-cart')
  await expect(miniCart.getByTestId('mini-cart-total')).toHaveText(total)
  await shootPart(page, 'mini-cart-coupon', miniCart)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sandbox_/)
  const line = page.getByTestId('line')
  await expect(line).toContainText('Customization +$35.00 · Rush order +$40.00')
  await expect(page.getByRole('row', { name: /Discount \(WELCOME10, 10%\)/ })).toBeVisible()
  await expect(page.getByTestId('subtotal')).toHaveText(subtotal)
  await expect(page.getByTestId('total')).toHaveText(total)
  await shootPart(page, 'sandbox-checkout-discount', page.locator('section').first())
  expect(await seriousViolations(page)).toEqual([])
  await payOnSandbox(page, PAYING_CARD)

  await expect(page).toHaveURL(/\/pages\/checkout\/success\?session_id=/)
  await page.getByRole('link', { name: 'View your account' }).click()
  const order = page.getByRole('region', { name: 'Your orders' }).getByTestId('order-row')
  await expect(order).toHaveCount(1)
  await expect(order).toContainText('Payment: Paid')
  await expect(order).toContainText(total)
})
