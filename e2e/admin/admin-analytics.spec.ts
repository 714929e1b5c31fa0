import { expect, type Locator, type Page, test } from '@playwright/test'
import { registerCustomer, signInFromHeader } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { subscribeToPro } from '../support/checkout'
import { shootPage } from '../support/shots.ts'

const ADMIN = 'admin@marquee.local'
const PRO_PRICE = 29

const dollarsIn = async (locator: Locator) =>
  Number(((await locator.textContent()) ?? '').replace(/[$,]/g, ''))

/** Today's revenue on /admin: the total, and the new plans' share from the chart's table. */
async function todaysRevenue(page: Page) {
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Today', exact: true }).click()
  const today = new Date().toISOString().slice(0, 10)
  await expect(page.getByText(`Revenue, ${today} to ${today}`)).toBeVisible()
  const total = page
    .locator('dt', { hasText: 'Revenue,' })
    .locator('xpath=following-sibling::dd[1]')
  const row = page.getByRole('table', { name: 'Revenue by day and kind' }).getByRole('row').last()
  return {
    total: await dollarsIn(total),
    plans: await dollarsIn(row.getByRole('cell').nth(1)),
  }
}

test('the owner sees today’s revenue include a Pro plan a customer just bought', async ({
  page,
  browser,
}) => {
  // A whole plan purchase in a second browser and two scans: longer than 30 s on a busy runner.
  test.setTimeout(120_000)
  await page.goto('/shop')
  await signInFromHeader(page, ADMIN)
  await expect(page).toHaveURL(/\/shop$/)
  const before = await todaysRevenue(page)

  const customer = await browser.newContext()
  const shopper = await customer.newPage()
  await registerCustomer(shopper, 'Anna Analytics')
  await subscribeToPro(shopper)
  await customer.close()

  await expect
    .poll(async () => (await todaysRevenue(page)).plans, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(before.plans + PRO_PRICE)
  const after = await todaysRevenue(page)
  expect(after.total).toBeGreaterThanOrEqual(before.total + PRO_PRICE)
  await expect(page.getByRole('img', { name: 'Revenue by day' })).toBeVisible()
  await expect(page.getByText('MRR')).toBeVisible()

  await page.getByRole('button', { name: '30 days', exact: true }).click()
  await expect(
    page.getByRole('table', { name: 'Revenue by day and kind' }).getByRole('row'),
  ).toHaveCount(31)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    expect(await seriousViolations(page)).toEqual([])
    await shootPage(page, `admin-dashboard-${width}`)
  }
})
