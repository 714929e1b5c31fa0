import { expect, type Page } from '@playwright/test'

/** The seeded demo accounts (README "Demo accounts"). */
export const DEMO_PASSWORD = 'marquee-demo-2026'
export const PRO = { email: 'pro@marquee.local', name: 'Priya Pro' }
export const FREE = { email: 'free@marquee.local', name: 'Frank Free' }

/** Fills the store's sign-in form, which the provider shows at /pages/login?interaction=... */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL(/\/pages\/login\?interaction=/)
  // Exact: the address can change before the page it left is gone, and the cart's reminder
  // checkbox has "email" in its label.
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in from the header's Login link and waits to be back on `returnsTo`. */
export async function signInFromHeader(page: Page, email: string, password = DEMO_PASSWORD) {
  await openAccountMenu(page)
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
  await fillSignIn(page, email, password)
}

export async function openAccountMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click()
}

/** Registers a new customer (on the Free plan) and waits to be signed in on the home page. */
export async function registerCustomer(page: Page, name = 'Casey Checkout') {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto('/pages/register')
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/home\/home-style-4$/)
  return { email, name }
}
