import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { fillSignIn, PRO } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { PAYING_CARD, payOnSandbox } from '../support/checkout'
import { OwnStore } from '../support/own-store'
import { shootPart } from '../support/shots.ts'

// The Pro demo pays here: a store of its own, so the shared store's demo keeps its credits
// for the download tests running beside this one.
const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-billing-'))
const store = new OwnStore(Number(process.env.E2E_PORT ?? 3310) + 11, dataDir)
// Served at its default PUBLIC_URL, where the hosted checkout returns.
const base = `http://localhost:${store.port}`

test.describe.configure({ mode: 'serial', timeout: 150_000 })
test.beforeAll(async () => {
  test.setTimeout(120_000)
  await store.start()
})
test.afterAll(async () => {
  await store.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const plan = (page: Page) => page.getByRole('region', { name: 'Your plan' })
const figure = (page: Page, label: string) =>
  plan(page).locator('dl > div').filter({ hasText: label })
const inAYear = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
  new Date(Date.now() + 365 * 24 * 3600 * 1000),
)

test('the Pro demo, whose plan the shop set up, manages it, buys credits and switches plan', async ({
  page,
}) => {
  await page.goto(`${base}/pages/account`)
  await fillSignIn(page, PRO.email)
  await expect(figure(page, 'Plan')).toContainText('Pro')
  await expect(figure(page, 'Plan')).toContainText('Active')
  await plan(page).getByRole('link', { name: 'Manage subscription' }).click()

  const panel = page.getByRole('region', { name: /Your Pro plan/ })
  await expect(panel.getByRole('heading', { name: /Your Pro plan/ })).toBeVisible()
  await expect(panel.getByText(/not billed by card/)).toBeVisible()
  await expect(panel.locator('dl > div').filter({ hasText: 'Downloads left' })).toContainText('8')
  expect(await seriousViolations(page)).toEqual([])
  await shootPart(page, 'manage-shop-plan', panel)

  await panel.getByRole('button', { name: 'Buy More Pro Credits' }).click()
  await expect(page.getByRole('cell', { name: /Pro credits/ })).toBeVisible()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page.getByText('The credits are added to your plan.')).toBeVisible()
  await page.getByRole('link', { name: 'View your account' }).click()
  await expect(figure(page, 'Downloads left')).toContainText('8 this period, 10 in packs')
  const pack = plan(page).getByRole('listitem').filter({ hasText: 'Pro credits' })
  await expect(pack).toContainText('10 downloads and 2 customisations left')
  await expect(pack).toContainText(`Until ${inAYear}`)
  expect(await seriousViolations(page)).toEqual([])
  await shootPart(page, 'account-pack-credits', plan(page))

  await plan(page).getByRole('link', { name: 'Manage subscription' }).click()
  await page.getByRole('button', { name: /^Switch to Enterprise/ }).click()
  await expect(page.getByRole('cell', { name: 'Marquee Enterprise' })).toBeVisible()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page.getByText('Your plan is active')).toBeVisible()
  await page.getByRole('link', { name: 'View your account' }).click()
  await expect(figure(page, 'Plan')).toContainText('Enterprise')
  await expect(figure(page, 'Downloads left')).toContainText('50 this period, 10 in packs')
  await expect(pack).toContainText(`Until ${inAYear}`)

  // Billed by card now: Manage subscription opens the payment provider's page.
  await plan(page).getByRole('link', { name: 'Manage subscription' }).click()
  await expect(page).toHaveURL(/\/sandbox\/subscription\?token=/)
  await expect(page.getByText('Enterprise', { exact: true })).toBeVisible()
})
