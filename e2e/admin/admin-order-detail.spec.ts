import type { Page } from '@playwright/test'
import { fillSignIn, registerCustomer } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { expect, test } from '../support/context-pages'
import { buyClip } from '../support/custom-orders'
import { shootPage } from '../support/shots.ts'

const ADMIN = 'admin@marquee.local'

/** At 1280 and 390 px: no serious axe finding, no sideways scroll on the phone, a shot each. */
async function checkWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([])
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
    await shootPage(page, `${name}-${width}`)
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

test('the owner opens an order from the dashboard, sees its lines and payment, then its customer', async ({
  page,
  newContextPage,
}) => {
  test.setTimeout(180_000)
  const customer = await newContextPage()
  const { email, name } = await registerCustomer(customer, 'Dora Detail')
  const orderId = await buyClip(customer, email)
  expect(orderId).toBeGreaterThan(0)

  await page.goto('/admin')
  await fillSignIn(page, ADMIN)
  const recent = page.getByRole('table', { name: 'Recent orders' })
  await recent.getByRole('link', { name: `#${orderId} Oil Change Special` }).click()

  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible()
  const lines = page.getByRole('table', { name: 'Lines' })
  await expect(lines.getByRole('row')).toHaveCount(2)
  await expect(lines).toContainText('Oil Change Special')
  await expect(lines).toContainText('MP4 · 384 × 192 px')
  const payment = page.getByRole('region', { name: 'Payment', exact: true })
  await expect(payment).toContainText('sandbox')
  await expect(payment).toContainText('complete')
  await expect(page.getByRole('list', { name: 'Payment events' })).toContainText('Paid')
  await expect(page.getByRole('region', { name: 'Invoice', exact: true })).toContainText(
    /MQ-\d{4}-\d{6}/,
  )

  // The Orders list's refund dialog, from the order's page: the refund and its credit note show.
  await page.getByRole('button', { name: 'Refund', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Refund order #${orderId}?` })
  await dialog.getByLabel('Reason for the refund').fill('Ordered the wrong clip')
  await dialog.getByRole('button', { name: /^Refund \$/ }).click()
  await expect(page.getByRole('region', { name: 'Refunds', exact: true })).toContainText(
    'Ordered the wrong clip',
  )
  await expect(page.getByRole('region', { name: 'Invoice', exact: true })).toContainText(
    'Credit note',
  )
  await expect(page.getByRole('table', { name: 'Audit entries' })).toContainText('order.refund')
  // The confirmation, then gone: axe reads a toast fading in as too faint.
  const confirmation = page.getByText(`Order #${orderId} is refunded.`)
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toBeHidden({ timeout: 20_000 })
  await checkWidths(page, 'admin-order-detail')

  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const orders = page.getByRole('table', { name: 'Orders' })
  await expect(orders.getByRole('link', { name: `#${orderId} Oil Change Special` })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Subscription', exact: true })).toContainText(
    'No plan',
  )
  await checkWidths(page, 'admin-customer-detail')

  await orders.getByRole('link', { name: `#${orderId} Oil Change Special` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible()
})
