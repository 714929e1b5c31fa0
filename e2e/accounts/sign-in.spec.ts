import { expect, test } from '@playwright/test'
import {
  DEMO_PASSWORD,
  FREE,
  fillSignIn,
  openAccountMenu,
  PRO,
  registerCustomer,
  signInFromHeader,
} from '../support/accounts'
import { addClipAndOpenCart, PAYING_CARD, payOnSandbox } from '../support/checkout'

test('a guarded page sends a visitor to sign in and back to that page', async ({ page }) => {
  await page.goto('/pages/account?tab=plan')
  await fillSignIn(page, PRO.email)
  await expect(page).toHaveURL(/\/pages\/account\?tab=plan$/)
  await expect(page.getByRole('heading', { name: PRO.name })).toBeVisible()
  const plan = page.getByRole('region', { name: 'Your plan' })
  await expect(plan).toContainText('Pro')
  await expect(plan).toContainText('Active')
  await expect(plan.getByText('Downloads left')).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Manage subscription' }),
  ).toBeVisible()
})

test('a guarded page shows the sign-in card at once and opens the form in the same page', async ({
  page,
}) => {
  await page.goto('/shop')
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/oidc/auth?**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/pages/account')
  const card = page.getByRole('region', { name: 'Sign in to Marquee' })
  await expect(card.getByRole('status')).toHaveText('Taking you to sign in…')
  await expect(card.getByRole('link', { name: 'Create an account' })).toBeVisible()
  release()
  await expect(page).toHaveURL(/\/pages\/login\?interaction=/)
  await expect(card.getByLabel('Email')).toBeVisible()
  // The store was loaded once, for the address asked for: the form came without a new page.
  const documents = await page.evaluate(() =>
    performance.getEntriesByType('navigation').map((entry) => new URL(entry.name).pathname),
  )
  expect(documents).toEqual(['/pages/account'])
  // The form took the guarded address's place: Back leaves the sign-in.
  await page.goBack()
  await expect(page).toHaveURL(/\/shop$/)
})

test('a customer still signed in at the provider comes back to the guarded page without the form', async ({
  page,
}) => {
  await page.goto('/pages/account')
  await fillSignIn(page, PRO.email)
  await expect(page.getByRole('heading', { name: PRO.name })).toBeVisible()
  // The storefront's stored session is gone (the site's storage cleared); the provider's
  // session lives on, so the authorization request comes straight back with a code.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('oidc.user:')) localStorage.removeItem(key)
    }
  })
  await page.goto('/shop')
  await page.goto('/pages/account')
  await expect(page.getByRole('heading', { name: PRO.name })).toBeVisible()
  await expect(page).toHaveURL(/\/pages\/account$/)
  const documents = await page.evaluate(() =>
    performance.getEntriesByType('navigation').map((entry) => new URL(entry.name).pathname),
  )
  expect(documents).toEqual(['/pages/account'])
  await page.goBack()
  await expect(page).toHaveURL(/\/shop$/)
})

test('the header follows the session and the subscription; logout returns to the origin', async ({
  page,
}) => {
  await page.goto('/shop')
  await openAccountMenu(page)
  const menu = page.getByRole('banner')
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Wishlist' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Subscribe' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Signing in from the account menu comes back to the page the customer was on.
  await signInFromHeader(page, FREE.email)
  await expect(page).toHaveURL(/\/shop$/)
  await openAccountMenu(page)
  await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Cart', exact: true })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Subscribe' })).toBeVisible()

  await menu.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/home\/home-style-4$/)
  await openAccountMenu(page)
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible()
  const session = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('oidc.user:')),
  )
  expect(session).toEqual([])
  // The provider session ended too: a guarded page asks for the password again.
  await page.goto('/pages/account')
  await expect(page).toHaveURL(/\/pages\/login\?interaction=/)
})

test('a wrong password and an unknown email get the same message', async ({ page }) => {
  await page.goto('/pages/account')
  await fillSignIn(page, PRO.email, 'wrong-password-1')
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.')
  await page.getByLabel('Email').fill('nobody@marquee.local')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.')
})

test('a visitor registers, is signed in on Free, and keeps a sign size', async ({ page }) => {
  const email = `new-${Date.now()}@example.com`
  await page.goto('/pages/register')
  await expect(page).toHaveURL(/\/pages\/register\?interaction=/)
  await page.getByLabel('Your name').fill('Nina New')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('short')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(
    page.getByText('Use at least 10 characters, with at least one letter and one digit.'),
  ).toBeVisible()
  await page.getByLabel('Password').fill('bright-signs-2026')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/home\/home-style-4$/)

  await page.goto('/pages/account')
  await expect(page.getByRole('heading', { name: 'Nina New' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Not subscribed')
  await page.getByLabel('Width').fill('320')
  await page.getByLabel('Height').fill('160')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Your details are saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Width')).toHaveValue('320')
  await expect(page.getByLabel('Height')).toHaveValue('160')
})

test('registering an email that has an account says so and offers sign-in', async ({ page }) => {
  await page.goto('/pages/register')
  await page.getByLabel('Your name').fill('Priya Again')
  await page.getByLabel('Email').fill(PRO.email)
  await page.getByLabel('Password').fill('another-password-9')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'An account with this email already exists. Sign in instead.',
  )
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('a coupon is listed on the account page once an order is paid with it', async ({ page }) => {
  const customer = await registerCustomer(page, 'Cody Coupon')
  await addClipAndOpenCart(page, 'Dealership Grand Opening')
  const used = page.waitForResponse('**/api/discounts/use')
  await page.getByRole('textbox', { name: /coupon/i }).fill('welcome10')
  await page.getByRole('button', { name: 'Apply coupon' }).click()
  const response = await used
  expect(response.status()).toBe(201)
  expect(response.request().postDataJSON()).toMatchObject({ userEmail: customer.email })
  await expect(page.getByTestId('cart-discount')).toBeVisible()

  const checkout = page.waitForRequest('**/api/create-checkout-session-cart')
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  expect((await checkout).postDataJSON()).toMatchObject({ couponCode: 'WELCOME10' })
  await payOnSandbox(page, PAYING_CARD)
  await expect(
    page.getByRole('heading', { name: 'Thank you, your payment is confirmed' }),
  ).toBeVisible()

  await page.goto('/pages/account')
  await expect(page.getByRole('region', { name: 'Coupons you have used' })).toContainText(
    'WELCOME10',
  )
})
