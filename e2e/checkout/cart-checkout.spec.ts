import { expect, test } from '@playwright/test'
import { fillSignIn, registerCustomer } from '../support/accounts'
import { addClipAndOpenCart, DECLINED_CARD, PAYING_CARD, payOnSandbox } from '../support/checkout'
import { storedSummary } from '../support/storage'

const CLIP = 'Oil Change Special'

test('a Free customer pays for a clip through the sandbox: success page, account, email, empty cart', async ({
  page,
}) => {
  // Registration, checkout, the account and the mailbox: longer than 30 s on a busy runner.
  test.slow()
  const customer = await registerCustomer(page, 'Pat Payer')
  await addClipAndOpenCart(page, CLIP)
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()

  await expect(page).toHaveURL(/\/sandbox\/checkout\//)
  await expect(page.getByRole('cell', { name: CLIP })).toBeVisible()
  await expect(page.getByTestId('total')).toHaveText('$10.00')
  await payOnSandbox(page, PAYING_CARD)

  await expect(page).toHaveURL(/\/pages\/checkout\/success\?session_id=/)
  await expect(
    page.getByRole('heading', { name: 'Thank you, your payment is confirmed' }),
  ).toBeVisible()
  const row = page.getByTestId('order-row')
  await expect(row).toContainText(CLIP)
  await expect(row).toContainText('Paid')
  await expect(row).toContainText('$10.00')
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('0')
  expect(await storedSummary(page, 'cart_products')).toEqual([])

  await page.getByRole('link', { name: 'View your account' }).click()
  const orders = page.getByRole('region', { name: 'Your orders' })
  await expect(orders.getByTestId('order-row')).toHaveCount(1)
  await expect(orders.getByTestId('order-row')).toContainText(CLIP)
  await expect(orders.getByTestId('order-row')).toContainText('Payment: Paid')

  await page.goto('/dev/mailbox')
  const mail = page.getByRole('article').filter({ hasText: customer.email })
  await expect(mail).toContainText('Your Marquee order is confirmed')
  await expect(mail).toContainText(CLIP)
})

test('a declined card charges nothing and keeps the cart; Cancel returns to it and lists no order', async ({
  page,
}) => {
  await registerCustomer(page, 'Dee Declined')
  await addClipAndOpenCart(page, CLIP)
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await payOnSandbox(page, DECLINED_CARD)
  await expect(page.getByRole('alert')).toContainText('declined')

  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/shop\/cart\?checkout_cancelled=/)
  await expect(page.getByTestId('checkout-cancelled')).toContainText('Nothing was charged')
  await expect(page.getByTestId('cart-row')).toHaveCount(1)
  expect(await storedSummary(page, 'cart_products')).toEqual([{ title: CLIP, orderQuantity: 1 }])

  // A checkout given up on was never an order: the account lists none.
  await page.goto('/pages/account')
  const orders = page.getByRole('region', { name: 'Your orders' })
  await expect(orders).toContainText('No orders yet')
  await expect(orders.getByTestId('order-row')).toHaveCount(0)
})

test('a signed-out visitor signs in from the checkout button and comes back to the cart', async ({
  page,
}) => {
  await addClipAndOpenCart(page, CLIP)
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await fillSignIn(page, 'free@marquee.local')
  await expect(page).toHaveURL(/\/shop\/cart$/)
  await expect(page.getByTestId('cart-row')).toHaveCount(1)
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sandbox_/)
})
