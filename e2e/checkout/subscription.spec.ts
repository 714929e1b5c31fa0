import { expect, type Page, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { PAYING_CARD, payOnSandbox } from '../support/checkout'
import { shootPage } from '../support/shots.ts'

const headerLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true })

const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Your plan' }).locator('div').filter({ hasText: label }).last()

test('a customer subscribes to Pro, buys more credits, then cancels from the manage page', async ({
  page,
}) => {
  // A whole purchase plus several scans: longer than the default 30 s on a busy runner.
  test.setTimeout(90_000)
  await registerCustomer(page, 'Sam Subscriber')
  await expect(headerLink(page, 'Subscribe')).toBeVisible()
  await headerLink(page, 'Subscribe').click()

  const pro = page
    .getByTestId('plan-card')
    .filter({ has: page.getByRole('heading', { name: 'Pro' }) })
  await expect(pro).toContainText('$29/month')
  await pro.getByRole('button', { name: 'Get Pro' }).click()
  await expect(page).toHaveURL(/\/sandbox\/checkout\//)
  await expect(page.getByRole('cell', { name: 'Marquee Pro' })).toBeVisible()
  await payOnSandbox(page, PAYING_CARD)

  await expect(
    page.getByRole('heading', { name: 'Thank you, your payment is confirmed' }),
  ).toBeVisible()
  await expect(page.getByText('Your plan is active')).toBeVisible()
  await expect(headerLink(page, 'Manage subscription')).toBeVisible()

  await page.getByRole('link', { name: 'View your account' }).click()
  await expect(figure(page, 'Plan')).toContainText('Pro')
  await expect(figure(page, 'Plan')).toContainText('Active')
  await expect(figure(page, 'Downloads left')).toContainText('10')
  await expect(figure(page, 'Customisations left')).toContainText('2')

  await page.getByRole('button', { name: 'Buy More Pro Credits' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page.getByText('The credits are added to your plan.')).toBeVisible()
  await page.getByRole('link', { name: 'View your account' }).click()
  await expect(figure(page, 'Downloads left')).not.toContainText(/^10$/)
  const downloads = Number(await figure(page, 'Downloads left').locator('dd').first().textContent())
  expect(downloads).toBeGreaterThan(10)
  await shootPage(page, 'account-pro')
  await page.goto('/pages/subscribe')
  await expect(page.getByText('Your plan', { exact: true })).toBeVisible()
  await shootPage(page, 'subscribe-pro')

  await headerLink(page, 'Manage subscription').click()
  await expect(page).toHaveURL(/\/sandbox\/subscription\?token=/)
  await page.getByRole('button', { name: 'Cancel at the end of the period' }).click()
  await expect(page.getByText(/ends on/)).toBeVisible()
  await page.getByRole('button', { name: 'Advance to the next billing period (test)' }).click()
  await page.getByRole('link', { name: 'Back to your account' }).click()

  await expect(page).toHaveURL(/\/pages\/account$/)
  await expect(figure(page, 'Plan')).toContainText('Not subscribed')
  await expect(headerLink(page, 'Subscribe')).toBeVisible()
})
