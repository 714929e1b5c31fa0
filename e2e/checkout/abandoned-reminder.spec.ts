import { expect, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { shootPage, shootPart } from '../support/shots'

const CLIP = 'Headlight Restoration Promo'
const SUBJECT = 'Your clips are still in your Marquee cart'

// The browser tests' store sends reminders a few seconds after the checkout
// (ABANDONED_CHECKOUT_REMINDER_HOURS in scripts/e2e-server.mjs), where a shop waits hours.
test('a checkout left with the reminder box ticked: one mail whose link brings the cart back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const customer = await registerCustomer(page, 'Rhoda Reminder')
  await page.goto('/shop/shop-details/2')
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByRole('group', { name: 'Customisation' }).getByLabel('Yes').check()
  await form.getByLabel('Comments (required)').fill('Say OPEN LATE in red')
  await form.getByRole('group', { name: 'Rush order' }).getByLabel('Yes').check()
  await form.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
  await page.goto('/shop/cart')
  await page.getByLabel('Coupon code').fill('welcome10')
  await page.getByRole('button', { name: 'Apply coupon' }).click()
  const totals = page.getByRole('region', { name: 'Cart Totals' })
  await expect(totals.getByText('Discount (WELCOME10, 10%)')).toBeVisible()
  const total = (await page.getByTestId('cart-total').textContent()) ?? ''

  const consent = totals.getByRole('checkbox', {
    name: "Email me a reminder if I don't finish this checkout",
  })
  await expect(consent).not.toBeChecked()
  await consent.check()
  await shootPart(page, 'checkout-reminder-consent', totals)
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sandbox_/)

  // Walks away, and reads the mail later on another device: an empty cart, signed out.
  const elsewhere = await browser.newContext({ baseURL })
  const phone = await elsewhere.newPage()
  const mail = phone
    .getByRole('article')
    .filter({ hasText: customer.email })
    .filter({ hasText: SUBJECT })
  await expect(async () => {
    await phone.goto('/dev/mailbox')
    await expect(mail).toHaveCount(1, { timeout: 1000 })
  }).toPass({ timeout: 60_000 })
  await expect(mail).toContainText(`${CLIP} × 1 (mp4)`)
  await expect(mail).toContainText('Coupon applied: WELCOME10')
  await expect(mail).toContainText('It is the only reminder we send about this checkout.')

  await mail.getByRole('link', { name: /\/shop\/cart\?restore=/ }).click()
  await expect(phone).toHaveURL(/\/shop\/cart$/)
  await expect(
    phone.getByText('Your cart is back: 1 clip from the checkout you left.'),
  ).toBeVisible()
  const row = phone.getByTestId('cart-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(CLIP)
  await expect(row).toContainText('Customization +$35.00')
  await expect(row).toContainText('Rush order +$40.00')
  await expect(phone.getByText('Discount (WELCOME10, 10%)')).toBeVisible()
  await expect(phone.getByTestId('cart-total')).toHaveText(total)
  await shootPart(phone, 'checkout-reminder-restored', phone.getByRole('main'))
  await shootPage(phone, 'checkout-reminder-restored-page')

  // A broken link says why and leaves the cart as it is.
  await phone.goto('/shop/cart?restore=not-a-real-token')
  await expect(phone.getByRole('alert')).toContainText(
    'Your cart could not be restored: this cart link is not valid.',
  )
  await expect(row).toHaveCount(1)
  await elsewhere.close()
})
