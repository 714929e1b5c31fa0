import { expect, test } from '@playwright/test'

test('the contact form checks the fields and hands a valid message to the shop', async ({
  page,
}) => {
  await page.goto('/pages/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Please enter your name')).toBeVisible()

  await page.getByLabel('Your name').fill('Dana Ortiz')
  await page.getByLabel('Email', { exact: true }).fill('dana@example.com')
  await page.getByLabel('Subject', { exact: true }).fill('A clip for a 96 x 48 sign')
  await page
    .getByLabel('Message', { exact: true })
    .fill('Can you add our phone number to the oil change clip?')
  const sent = page.waitForResponse('**/api/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  expect((await sent).status()).toBe(201)
  await expect(
    page.getByRole('status').filter({ hasText: 'Your message reached us' }),
  ).toBeVisible()
  await expect(page.getByLabel('Your name')).toHaveValue('')
})
