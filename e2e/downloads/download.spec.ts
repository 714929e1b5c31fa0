import { expect, type Page, test } from '@playwright/test'
import { fillSignIn, PRO, registerCustomer } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { PAYING_CARD, payOnSandbox } from '../support/checkout'
import { downloadsLeft } from '../support/credits'
import { shootScreen } from '../support/shots'
import { gifSize } from './gif-size'
import { shoot } from './shots'

const PRODUCT = '/shop/shop-details/1'
const CLIP = 'Oil Change Special'

async function chooseGif384(page: Page) {
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByLabel('Width (px)').fill('384')
  await form.getByLabel('Height (px)').fill('192')
  await form.getByLabel('File type').selectOption('gif')
  return form
}

test('the Pro customer downloads the clip at 384x192 as a GIF, spends one credit, and gets it again for nothing', async ({
  page,
}) => {
  test.slow()
  await page.goto(PRODUCT)
  await page.getByRole('link', { name: 'Login to Purchase' }).click()
  await fillSignIn(page, PRO.email)
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`))
  await expect(page.getByTestId('subscription-panel')).toBeVisible()
  const before = await downloadsLeft(page)
  expect(before).toBeGreaterThan(0)
  const form = await chooseGif384(page)
  // Filling the form may scroll the preview into view, which loads it and removes its button.
  const show = page.getByRole('button', { name: /Show the LED preview/ })
  if (await show.isVisible()) {
    await show
      .evaluate((button: HTMLButtonElement) => button.click(), undefined, { timeout: 2000 })
      .catch(() => undefined)
  }
  await expect(page.getByTestId('led-preview')).toHaveAttribute('data-led-width', '384')
  await shoot(page, 'product-page-pro', form)
  expect(await seriousViolations(page)).toEqual([])

  // Asked first: Cancel spends nothing, nothing is even asked of the server.
  const conversions: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/convert') conversions.push(request.method())
  })
  const spend = form.getByRole('button', { name: 'Download Video in Requested Format' })
  await spend.click()
  const ask = page.getByRole('alertdialog', { name: 'Use a download credit?' })
  await expect(ask).toContainText(
    `This uses 1 of your ${before} download credits: ${CLIP} as GIF · 384 x 192 · letterboxed, full colour.`,
  )
  await shootScreen(page, 'download-confirm')
  expect(await seriousViolations(page)).toEqual([])
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeHidden()
  expect(conversions).toEqual([])

  const saved = page.waitForEvent('download')
  await spend.click()
  await ask.getByRole('button', { name: 'Use 1 credit' }).click()
  // The progress shows while ffmpeg works; another test may already have made this file,
  // and a file made before is handed over at once, so it may never be seen.
  if (process.env.E2E_SHOTS_DIR && (await page.getByTestId('download-progress').isVisible())) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/download-in-progress-1280.png` })
  }
  const download = await saved
  expect(download.suggestedFilename()).toBe('oil-change-special_384x192.gif')
  expect(await gifSize(download)).toEqual({ signature: 'GIF89a', width: 384, height: 192 })
  // Done, with what is left, and the page stays until the customer has read it.
  const done = page.getByRole('alertdialog', { name: 'Download done' })
  await expect(done).toContainText('oil-change-special_384x192.gif')
  await expect(done).toContainText(`You have ${before - 1} download credits left.`)
  await shootScreen(page, 'download-done')
  expect(await seriousViolations(page)).toEqual([])
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`))
  await done.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/home\/home-style-4$/)

  // No other browser test spends the demo Pro account's credits, so the count is exact.
  await page.goto(PRODUCT)
  await expect.poll(() => downloadsLeft(page)).toBe(before - 1)

  // The same file again: nothing asked, nothing spent, and the page says why.
  const again = await chooseGif384(page)
  await expect(
    again.getByText('You downloaded this file before: getting it again uses no credit.'),
  ).toBeVisible()
  const savedAgain = page.waitForEvent('download')
  await again.getByRole('button', { name: 'Download Video in Requested Format' }).click()
  expect((await savedAgain).suggestedFilename()).toBe('oil-change-special_384x192.gif')
  await expect(page.getByRole('alertdialog', { name: 'Download done' })).toContainText(
    `You downloaded this file before, so no credit was used. You have ${before - 1} download credits left.`,
  )
  await expect(page.getByRole('alertdialog', { name: 'Use a download credit?' })).toHaveCount(0)
  await page.goto(PRODUCT)
  await expect.poll(() => downloadsLeft(page)).toBe(before - 1)

  await page.goto('/pages/account')
  const downloads = page.getByRole('region', { name: 'Your downloads' })
  await expect(downloads).toContainText('GIF · 384 x 192')
  await shoot(page, 'account-downloads', downloads)
  expect(await seriousViolations(page)).toEqual([])
  await downloads.getByRole('link', { name: 'Licence' }).first().click()
  await expect(page).toHaveURL(/\/pages\/licence\//)
  await expect(page.getByText('Single-use licence, one device per purchase.')).toBeVisible()
  await expect(page.getByText(/^[0-9a-f]{64}$/)).toBeVisible()
  await shoot(page, 'licence-page')
  expect(await seriousViolations(page)).toEqual([])
})

test('a Free customer sees Add to Cart, buys the clip and downloads it from the account', async ({
  page,
}) => {
  test.slow()
  await registerCustomer(page, 'Fern Free')
  await page.goto(PRODUCT)
  const form = await chooseGif384(page)
  await expect(
    form.getByRole('button', { name: 'Download Video in Requested Format' }),
  ).toHaveCount(0)
  await form.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')

  await page.goto('/shop/cart')
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page).toHaveURL(/\/pages\/checkout\/success\?session_id=/)
  await expect(page.getByTestId('order-row')).toContainText('Paid')

  await page.goto('/pages/account')
  const downloads = page.getByRole('region', { name: 'Your downloads' })
  const bought = downloads.getByRole('form', { name: 'Download this clip' })
  await expect(downloads).toContainText(CLIP)
  await bought.getByLabel('Format').selectOption('gif')
  await shoot(page, 'account-bought-clip-form', bought)
  const saved = page.waitForEvent('download')
  await bought.getByRole('button', { name: 'Download' }).click()
  const download = await saved
  expect(await gifSize(download)).toEqual({ signature: 'GIF89a', width: 384, height: 192 })
  await expect(downloads).toContainText('GIF · 384 x 192')
})

test('the converter test page converts the sample and shows what ffprobe found', async ({
  page,
}) => {
  test.slow()
  await page.goto('/pages/converter-test')
  await page.getByLabel('Width (px)').fill('96')
  await page.getByLabel('Height (px)').fill('48')
  await page.getByLabel('Format').selectOption('gif')
  await page.getByRole('button', { name: 'Convert sample' }).click()
  const result = page.getByTestId('converter-result')
  await expect(result).toContainText('96 x 48', { timeout: 60_000 })
  await expect(result).toContainText('gif')
  await shoot(page, 'converter-test-page', result)
  expect(await seriousViolations(page)).toEqual([])
})

test('the converter test shows an AVI as its first frame, with its facts and the file', async ({
  page,
}) => {
  test.slow()
  await page.goto('/pages/converter-test')
  await page.getByLabel('Width (px)').fill('128')
  await page.getByLabel('Height (px)').fill('64')
  await page.getByLabel('Format').selectOption('avi')
  await page.getByRole('button', { name: 'Convert sample' }).click()
  const result = page.getByTestId('converter-result')
  await expect(result).toContainText('128 x 64', { timeout: 60_000 })
  // No player a browser cannot play: the first frame, drawn, at the file's own size.
  await expect(result.locator('video')).toHaveCount(0)
  const frame = result.getByRole('img', { name: /First frame of .* as AVI/ })
  await expect(frame).toBeVisible()
  await expect.poll(() => frame.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(128)
  await expect(result).toContainText('Browsers do not play AVI files')
  await expect(result.getByRole('link', { name: /Download .*_128x64\.avi/ })).toBeVisible()
  await shoot(page, 'converter-test-avi', result)
  expect(await seriousViolations(page)).toEqual([])
})
