import { OWNER_ONLY_MESSAGE } from '@marquee/core'
import { fillSignIn, registerCustomer } from '../support/accounts'
import { expect, test } from '../support/context-pages'
import { buyClip } from '../support/custom-orders'

const STAFF = 'staff@marquee.local'

test('a staff member runs the orders but is refused a refund, which stays undone', async ({
  newContextPage,
}) => {
  test.setTimeout(120_000)
  const customer = await newContextPage()
  const { email } = await registerCustomer(customer, 'Rita Refund')
  const boughtId = await buyClip(customer, email)

  const desk = await newContextPage()
  await desk.goto('/admin')
  await fillSignIn(desk, STAFF)
  await expect(desk.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const nav = desk.getByRole('navigation', { name: 'Back office' })
  await nav.getByRole('link', { name: 'Orders', exact: true }).click()
  await desk.getByLabel('Search orders').fill(`#${boughtId}`)
  const row = desk.getByRole('row').filter({ hasText: `#${boughtId} ` })
  await row.getByRole('button', { name: 'Refund' }).click()
  const dialog = desk.getByRole('dialog', { name: `Refund order #${boughtId}?` })
  await dialog.getByLabel('Reason for the refund').fill('Asked by phone')
  await dialog.getByRole('button', { name: /^Refund \$/ }).click()
  await expect(dialog.getByRole('alert')).toHaveText(OWNER_ONLY_MESSAGE)
  await dialog.getByRole('button', { name: 'Keep the order' }).click()
  await expect(row).not.toContainText('refunded')

  await nav.getByRole('link', { name: 'Staff', exact: true }).click()
  await expect(desk.getByText('Only the shop’s owner gives and takes roles.')).toBeVisible()
  await expect(desk.getByRole('table', { name: 'Staff' })).toContainText('admin@marquee.local')
})
