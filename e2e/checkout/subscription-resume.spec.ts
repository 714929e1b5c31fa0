import { expect, type Page, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { subscribeToPro } from '../support/checkout'
import { shootPart } from '../support/shots.ts'

const plan = (page: Page) => page.getByRole('region', { name: 'Your plan' })
const figure = (page: Page, label: string) =>
  plan(page)
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last()

test('a cancellation shown and resumed', async ({ page }) => {
  // A purchase, the manage page and two account loads: longer than 30 s on a busy runner.
  test.setTimeout(90_000)
  await registerCustomer(page, 'Rhea Resume')
  await subscribeToPro(page)

  await page.goto('/pages/account')
  const renewal = figure(page, 'Renews or ends on').locator('dd')
  await expect(renewal).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  const periodEnd = await renewal.textContent()

  await plan(page).getByRole('link', { name: 'Manage subscription' }).click()
  await expect(page).toHaveURL(/\/sandbox\/subscription\?token=/)
  await page.getByRole('button', { name: 'Cancel at the end of the period' }).click()
  await expect(page.getByText(/ends on/)).toBeVisible()
  await page.getByRole('link', { name: 'Back to your account' }).click()

  await expect(page).toHaveURL(/\/pages\/account$/)
  await expect(figure(page, 'Cancels on').locator('dd')).toHaveText(periodEnd ?? '')
  await expect(plan(page).getByText('Renews or ends on')).toHaveCount(0)
  await expect(plan(page)).toContainText(`stays active until ${periodEnd}, then ends`)
  await shootPart(page, 'account-plan-cancelled', plan(page))

  await plan(page).getByRole('button', { name: 'Resume' }).click()
  await expect(figure(page, 'Renews or ends on').locator('dd')).toHaveText(periodEnd ?? '')
  await expect(plan(page).getByText('Cancels on')).toHaveCount(0)
  await expect(plan(page).getByRole('button', { name: 'Resume' })).toHaveCount(0)
  await shootPart(page, 'account-plan-resumed', plan(page))

  // The provider was told: after a reload the plan still renews, and its manage page says so.
  await page.reload()
  await expect(figure(page, 'Renews or ends on').locator('dd')).toHaveText(periodEnd ?? '')
  await plan(page).getByRole('link', { name: 'Manage subscription' }).click()
  await expect(page.getByText(/renews on/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel at the end of the period' })).toBeVisible()
})
