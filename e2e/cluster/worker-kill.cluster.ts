import { conversionRetryMessage } from '@marquee/core'
import { expect, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { subscribeToPro } from '../support/checkout'
import { killProcess, startProcess } from './cluster-control'

const PRODUCT = '/shop/shop-details/2'

/** "Downloads left" on the product page's subscription panel. */
async function downloadsLeft(page: import('@playwright/test').Page) {
  await page.goto(PRODUCT)
  const figure = page
    .getByTestId('subscription-panel')
    .locator('div', { hasText: 'Downloads left' })
    .locator('dd')
  return Number.parseInt((await figure.textContent()) ?? '', 10)
}

test('the worker killed mid-conversion: restarted, it takes the job up again, says so, and the customer gets the file for one credit', async ({
  page,
}) => {
  // A long conversion, twice (the cut-off try and the retry), on a busy 2-core machine.
  test.setTimeout(240_000)
  await registerCustomer(page, 'Wren Worker')
  await subscribeToPro(page)
  const before = await downloadsLeft(page)
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByLabel('Width (px)').fill('1920')
  await form.getByLabel('Height (px)').fill('1080')
  await form.getByLabel('File type').selectOption('gif')
  const saved = page.waitForEvent('download', { timeout: 200_000 })
  await form.getByRole('button', { name: 'Download Video in Requested Format' }).click()
  await page
    .getByRole('alertdialog', { name: 'Use a download credit?' })
    .getByRole('button', { name: 'Use 1 credit' })
    .click()

  // Mid-way: ffmpeg has reported progress and is still at work when the worker dies, as an
  // out-of-memory kill would end it; the service manager starts it again.
  const progress = page.getByTestId('download-progress')
  await expect(progress).toContainText(/\b([1-9]|[1-9]\d)%/, { timeout: 60_000 })
  await killProcess('worker')
  await startProcess('worker')

  // Within the minute the job is taken up again, and the customer is told so, not left frozen.
  await expect(progress).toContainText(conversionRetryMessage(2, 3), { timeout: 60_000 })
  await progress.screenshot({ path: test.info().outputPath('retrying.png') })

  const download = await saved
  expect(download.suggestedFilename()).toMatch(/_1920x1080\.gif$/)
  await expect(page.getByRole('alertdialog', { name: 'Download done' })).toBeVisible()
  expect(await downloadsLeft(page)).toBe(before - 1)
})
