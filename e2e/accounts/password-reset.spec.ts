import { expect, test } from '@playwright/test'
import { fillSignIn } from '../support/accounts'

test('a forgotten password is reset through the emailed link', async ({ page }) => {
  const email = `reset-${Date.now()}@example.com`
  await page.goto('/pages/register')
  await page.getByLabel('Your name').fill('Rita Reset')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('first-password-1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/home\/home-style-4$/)
  await page.evaluate(() => localStorage.clear())

  await page.goto('/pages/reset-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText('If an account exists for that email')

  await page.goto('/dev/mailbox')
  const mail = page.getByRole('article').filter({ hasText: email }).first()
  await expect(mail).toContainText('Choose a new Marquee password')
  await mail.getByRole('link', { name: /reset-password\?token=/ }).click()

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'New password' }).fill('second-password-2')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('status')).toContainText('Your password has been changed')
  await page.getByRole('link', { name: 'Sign in' }).click()
  await fillSignIn(page, email, 'second-password-2')
  await expect(page).toHaveURL(/\/home\/home-style-4$/)
})
