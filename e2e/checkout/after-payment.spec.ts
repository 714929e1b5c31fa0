import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, FREE, fillSignIn, PRO, registerCustomer } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { addClipAndOpenCart, PAYING_CARD, payOnSandbox } from '../support/checkout'
import { openClipTitled } from '../support/open-clip'
import { shootScreen } from '../support/shots'

const CLIP = 'Oil Change Special'

const signInAt = async (page: Page, path: string, email: string) => {
  await page.goto(path)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click()
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
  await fillSignIn(page, email)
}

test('the success page offers a clip bought at a size at once and follows its download', async ({
  page,
}) => {
  test.slow()
  await registerCustomer(page, 'Sam Success')
  await openClipTitled(page, CLIP)
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByLabel('Width (px)').fill('96')
  await form.getByLabel('Height (px)').fill('48')
  await form.getByLabel('File type').selectOption('gif')
  await form.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
  await page.goto('/shop/cart')
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page).toHaveURL(/\/pages\/checkout\/success\?session_id=/)

  const row = page.getByTestId('order-row')
  await expect(row).toContainText('Ready to download')
  await expect(row).not.toContainText('Processing')
  const file = page.getByRole('region', { name: 'Ready to download' }).getByTestId('paid-file')
  await expect(file).toContainText(CLIP)
  await expect(file).toContainText('96 x 48')
  await shootScreen(page, 'success-ready')

  const saved = page.waitForEvent('download')
  await file.getByRole('button', { name: 'Download now' }).click()
  expect((await saved).suggestedFilename()).toBe('oil-change-special_96x48.gif')
  await expect(file).toContainText('Downloaded')
  await expect(file.getByRole('button', { name: 'Download again' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shootScreen(page, 'success-downloaded')
})

test('the success page sends a clip bought without a size to its page to choose one', async ({
  page,
}) => {
  test.slow()
  await registerCustomer(page, 'Andy Anysize')
  await addClipAndOpenCart(page, CLIP)
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page.getByTestId('order-row')).toContainText('Ready to download')
  const file = page.getByRole('region', { name: 'Ready to download' }).getByTestId('paid-file')
  await expect(file).toContainText('Any size and format')
  await file.getByRole('link', { name: 'Choose size and download' }).click()
  await expect(page.getByRole('heading', { name: CLIP, level: 2 })).toBeVisible()
})

test('a customer with no plan and no credits is invited to subscribe, not told they ran out', async ({
  page,
}) => {
  await registerCustomer(page, 'Nora Noplan')
  await openClipTitled(page, CLIP)
  const invitation = page.getByRole('region', { name: 'Download with a plan' })
  await expect(invitation).toContainText('Download with a plan')
  await expect(invitation.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/pages/subscribe',
  )
  await expect(page.getByText('You have run out of credits')).toHaveCount(0)
  await expect(page.getByText('Not subscribed')).toHaveCount(0)
  await shootScreen(page, 'product-invited', async () => {
    await invitation.scrollIntoViewIfNeeded()
  })
})

test('a subscriber reads the Free card as the plan they fall back to, with nothing to do', async ({
  page,
}) => {
  await signInAt(page, '/pages/subscribe', PRO.email)
  const free = page
    .getByTestId('plan-card')
    .filter({ has: page.getByRole('heading', { name: 'Free' }) })
  await expect(free).toContainText('Yours again if your plan ends')
  await expect(free.getByRole('button')).toHaveCount(0)
  await expect(free).not.toContainText('Cancel in Manage subscription')
})

test('signing in shows it is working, and says why when it takes a while', async ({ page }) => {
  await page.goto('/pages/account')
  await expect(page).toHaveURL(/\/pages\/login\?interaction=/)
  // The password check held for 3 s, as on a busy server.
  await page.route('**/interaction/*/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue()
  })
  await page.getByLabel('Email').fill(FREE.email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const button = page.getByRole('button', { name: /Signing in/ })
  await expect(button).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'Still working' })).toBeVisible()
  await shootScreen(page, 'sign-in-working')
  await expect(page).toHaveURL(/\/pages\/account$/, { timeout: 20_000 })
})
