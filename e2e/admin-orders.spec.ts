import { gifSize } from './downloads/gif-size'
import { shoot } from './downloads/shots'
import { fillSignIn, PRO, registerCustomer } from './support/accounts'
import { seriousViolations } from './support/axe'
import { expect, test } from './support/context-pages'
import { buyClip, customOrderTab, MASTER } from './support/custom-orders'

const ADMIN = 'admin@marquee.local'

test('the shop makes a custom order and the customer downloads it at their sign size', async ({
  newContextPage,
}) => {
  // Two purchases, four axe scans, a refund and a conversion of the delivered master: on a
  // busy runner it took up to 144 s (25 s alone). The lists' scans are a test of their own.
  test.setTimeout(240_000)
  // Two browsers' worth of storage: each signs in on its own. A customer of the test's own:
  // a clip bought by the demo Pro account would make the download test's download free.
  const customer = await newContextPage()
  const { email } = await registerCustomer(customer, 'Olive Opener')
  const orderId = await buyClip(
    customer,
    email,
    'Say OPEN LATE in red. Logo URL: https://example.com/logo.png',
  )
  expect(orderId).toBeGreaterThan(0)
  const boughtId = await buyClip(customer, email)
  expect(boughtId).toBeGreaterThan(0)

  const shop = await newContextPage()
  await shop.goto('/admin')
  await fillSignIn(shop, ADMIN)
  await expect(shop.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(shop.getByRole('table', { name: 'Rush orders due' })).toContainText(`#${orderId}`)
  await shoot(shop, 'admin-dashboard')
  expect(await seriousViolations(shop)).toEqual([])

  await shop
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Custom orders' })
    .click()
  const card = shop.getByRole('article', { name: new RegExp(`^#${orderId} `) })
  await expect(card).toContainText('Rush · due')
  await card.getByRole('button', { name: 'Start production' }).click()
  await customOrderTab(shop, 'In production').click()
  await expect(card).toContainText('in production')
  await card.getByLabel('Upload master').setInputFiles(MASTER)
  await expect(card).toContainText('Master clip: uploaded')
  await card.getByLabel(`Message to ${email}`).fill('Your clip is on its way.')
  await card.getByRole('button', { name: 'Send message' }).click()
  await expect(card).toContainText('Your clip is on its way.')
  await shoot(shop, 'admin-custom-orders', card)
  expect(await seriousViolations(shop)).toEqual([])
  await card.getByRole('button', { name: 'Deliver' }).click()
  await customOrderTab(shop, 'Delivered').click()
  await expect(card).toContainText('delivered')

  await shop
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log', exact: true })
    .click()
  await expect(shop.getByRole('table', { name: 'Audit entries' })).toContainText(
    'custom-order.delivered',
  )

  // The refund asks why in a dialog, and the reason is required.
  await shop
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click()
  await shop.getByLabel('Search orders').fill(`#${boughtId}`)
  const paidRow = shop.getByRole('row').filter({ hasText: `#${boughtId} ` })
  await paidRow.getByRole('button', { name: 'Refund' }).click()
  const dialog = shop.getByRole('dialog', { name: `Refund order #${boughtId}?` })
  await dialog.getByRole('button', { name: /^Refund \$/ }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Say why (3 characters or more): the customer reads it.',
  )
  await dialog.getByLabel('Reason for the refund').fill('Bought the wrong clip')
  await shoot(shop, 'admin-refund-dialog')
  expect(await seriousViolations(shop)).toEqual([])
  await dialog.getByRole('button', { name: /^Refund \$/ }).click()
  await expect(dialog).toBeHidden()
  await expect(paidRow).toContainText('refunded')

  await customer.goto('/pages/account')
  const row = customer.getByTestId('order-row').filter({ hasText: 'Your clip is on its way.' })
  await expect(row).toContainText('Delivered')
  const saved = customer.waitForEvent('download')
  await row
    .getByRole('form', { name: 'Download this clip' })
    .getByLabel('Format')
    .selectOption('gif')
  await row.getByRole('button', { name: 'Download' }).click()
  const download = await saved
  expect(await gifSize(download)).toEqual({ signature: 'GIF89a', width: 384, height: 192 })
  await shoot(customer, 'account-custom-order-delivered', row)
  expect(await seriousViolations(customer)).toEqual([])
})

test('the back office lists are accessible and shot at both widths', async ({ page }) => {
  // Five pages, each scanned by axe: up to 10 s a scan on a busy runner.
  test.setTimeout(150_000)
  await page.goto('/admin')
  await fillSignIn(page, ADMIN)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  for (const section of ['Orders', 'Customers', 'Contact messages', 'Mail log', 'Audit log']) {
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: section, exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
    await shoot(page, `admin-${section.toLowerCase().replace(' ', '-')}`)
    expect(await seriousViolations(page), section).toEqual([])
  }
})

test('cancelling a paid custom order asks why in a dialog, then refunds it', async ({
  newContextPage,
}) => {
  // Registration, a checkout and the back office's sign-in: over 30 s on a loaded machine.
  test.slow()
  const customer = await newContextPage()
  const { email } = await registerCustomer(customer, 'Carl Canceller')
  const orderId = await buyClip(customer, email, 'Say CLOSED SUNDAYS in blue.')
  expect(orderId).toBeGreaterThan(0)

  const shop = await newContextPage()
  await shop.goto('/admin/custom-orders')
  await fillSignIn(shop, ADMIN)
  const card = shop.getByRole('article', { name: new RegExp(`^#${orderId} `) })
  const cancel = card.getByRole('button', { name: 'Cancel order' })
  const dialog = shop.getByRole('dialog', { name: `Cancel order #${orderId}?` })
  const confirm = dialog.getByRole('button', { name: 'Cancel order', exact: true })

  // Keeping the order changes nothing and gives focus back to the button.
  await cancel.click()
  await expect(dialog).toContainText('The customer gets $')
  await dialog.getByRole('button', { name: 'Keep order' }).click()
  await expect(dialog).toBeHidden()
  await expect(cancel).toBeFocused()
  await expect(card).toContainText('paid')

  await cancel.click()
  await confirm.click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Say why (3 characters or more): the customer reads it.',
  )
  await dialog.getByLabel('Reason for cancelling').fill('We cannot make the logo sharp enough')
  await shoot(shop, 'admin-cancel-order-dialog')
  expect(await seriousViolations(shop)).toEqual([])
  await confirm.click()
  await expect(dialog).toBeHidden()
  // Refunded, it leaves the queue of paid work; focus stays in the list, not lost.
  await expect(card).toHaveCount(0)
  await expect(shop.getByRole('region', { name: 'Custom orders' })).toBeFocused()
  await shop
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click()
  await shop.getByLabel('Search orders').fill(`#${orderId}`)
  const row = shop.getByRole('row').filter({ hasText: `#${orderId} ` })
  await expect(row).toContainText('cancelled')
  await expect(row).toContainText('refunded')
})

test('a customer who opens /admin is told plainly it is not for them', async ({ page }) => {
  await page.goto('/admin')
  await fillSignIn(page, PRO.email)
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
