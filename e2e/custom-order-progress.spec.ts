import { shoot } from './downloads/shots'
import { fillSignIn, registerCustomer } from './support/accounts'
import { expect, test } from './support/context-pages'
import { buyClip, deliverCustomOrder } from './support/custom-orders'

test('a custom order shown "in production" until delivered', async ({ newContextPage }) => {
  test.slow()
  const customer = await newContextPage()
  const { email } = await registerCustomer(customer, 'Rita Rush')
  const orderId = await buyClip(customer, email, 'Say OPEN LATE in red.')
  expect(orderId).toBeGreaterThan(0)

  await customer.goto('/pages/account')
  const downloads = customer.getByTestId('account-downloads')
  const order = downloads.getByRole('region', { name: `Custom order #${orderId} · rush` })
  await expect(order).toContainText(/In production, due [A-Z][a-z]{2} \d{1,2}, \d{4}/)
  await expect(order).toContainText('once the studio delivers it')
  await expect(downloads.getByRole('button', { name: 'Download' })).toHaveCount(0)
  await expect(downloads).not.toContainText('Purchased')
  await shoot(customer, 'account-custom-order-in-production', order)

  const shop = await newContextPage()
  await shop.goto('/admin')
  await fillSignIn(shop, 'admin@marquee.local')
  await expect(shop.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await deliverCustomOrder(shop, orderId)

  await customer.reload()
  await expect(order).toContainText('Delivered')
  await expect(order).not.toContainText('In production')
  await expect(order.getByRole('button', { name: 'Download' })).toBeEnabled()
  await shoot(customer, 'account-custom-order-delivered-downloads', order)
})
