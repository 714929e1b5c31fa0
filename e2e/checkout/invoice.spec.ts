import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { addClipAndOpenCart, PAYING_CARD, payOnSandbox } from '../support/checkout'

const CLIP = 'Oil Change Special'

test('an invoice opened from the account is the PDF of that payment, named in the confirmation mail', async ({
  page,
}) => {
  // A registration, a checkout, the account, a PDF and two axe scans: over 30 s on a busy runner.
  test.slow()
  const customer = await registerCustomer(page, 'Ivy Invoice')
  await addClipAndOpenCart(page, CLIP)
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page).toHaveURL(/\/pages\/checkout\/success\?session_id=/)

  await page.getByRole('link', { name: 'View your account' }).click()
  const invoices = page.getByRole('region', { name: 'Invoices', exact: true })
  const row = invoices.getByRole('row').filter({ hasText: /MQ-\d{4}-\d{6}/ })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('$10.00')
  const number = (await row.getByText(/^MQ-\d{4}-\d{6}$/).textContent()) ?? ''
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await seriousViolations(page, '#invoices'), `at ${width} px`).toEqual([])
  }

  const [response, download] = await Promise.all([
    page.waitForResponse((answer) => /\/api\/invoices\/[^/]+\/pdf$/.test(answer.url())),
    page.waitForEvent('download'),
    row.getByRole('button', { name: `PDF of ${number}` }).click(),
  ])
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  // The file the customer gets: the PDF of this invoice, saved under its number.
  const pdf = await readFile(await download.path())
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.toString('latin1')).toContain(`Invoice ${number}`)
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)

  await page.goto('/dev/mailbox')
  const mail = page.getByRole('article').filter({ hasText: customer.email })
  await expect(mail).toContainText(`your invoice ${number} is there as a PDF`)
})
