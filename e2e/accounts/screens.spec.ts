import { expect, type Page, test } from '@playwright/test'
import { fillSignIn, PRO } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { shootPage } from '../support/shots.ts'

async function expectNoSeriousViolation(page: Page) {
  await page.waitForLoadState('networkidle')
  expect(await seriousViolations(page)).toEqual([])
}

test('the sign-in, registration and password screens are accessible', async ({ page }) => {
  await page.goto('/pages/account')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expectNoSeriousViolation(page)
  await shootPage(page, 'sign-in')

  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible()
  await expectNoSeriousViolation(page)
  await shootPage(page, 'register')

  await page.goto('/pages/reset-password')
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible()
  await expectNoSeriousViolation(page)
})

test('the signed-in account page is accessible', async ({ page }) => {
  await page.goto('/pages/account')
  await fillSignIn(page, PRO.email)
  await expect(page.getByRole('heading', { name: PRO.name })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Coupons you have used' })).not.toContainText(
    'Loading',
  )
  await expectNoSeriousViolation(page)
  await shootPage(page, 'account')
})
