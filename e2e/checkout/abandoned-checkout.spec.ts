import { expect, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { PAYING_CARD, payOnSandbox } from '../support/checkout'

const CLIP = 'Headlight Restoration Promo'

test('a checkout walked away from, then checked out again and paid, is one order in the account', async ({
  page,
}) => {
  test.slow()
  await registerCustomer(page, 'Wanda Walkaway')
  await page.goto('/shop/shop-details/2')
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByRole('group', { name: 'Customisation' }).getByLabel('Yes').check()
  await form.getByLabel('Comments (required)').fill('Say OPEN LATE in red')
  await form.getByRole('group', { name: 'Rush order' }).getByLabel('Yes').check()
  await form.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
  await page.goto('/shop/cart')
  await expect(page.getByTestId('cart-row')).toHaveCount(1)

  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sandbox_/)
  // Walks away without paying: back to the store, then checks out again.
  await page.goBack()
  await expect(page).toHaveURL(/\/shop\/cart/)
  await expect(page.getByTestId('cart-row')).toHaveCount(1)
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sandbox_/)

  // And walks away again: the account shows the one checkout open, and the way back to it.
  await page.goto('/pages/account')
  const waiting = page.getByRole('region', { name: 'Your orders' }).getByTestId('order-row')
  await expect(waiting).toHaveCount(1)
  await expect(waiting).toContainText('Payment: Awaiting payment')
  await waiting.getByRole('link', { name: 'Finish paying in your cart' }).click()
  await expect(page.getByTestId('cart-row')).toHaveCount(1)
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(
    page.getByRole('heading', { name: 'Thank you, your payment is confirmed' }),
  ).toBeVisible()

  await page.goto('/pages/account')
  const rows = page.getByRole('region', { name: 'Your orders' }).getByTestId('order-row')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(CLIP)
  await expect(rows).toContainText('rush')
  await expect(rows).toContainText('Payment: Paid')
  await expect(rows).not.toContainText('Unpaid')
})
