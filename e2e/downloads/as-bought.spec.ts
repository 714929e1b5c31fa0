import { expect, type Locator, type Page, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { PAYING_CARD, payOnSandbox } from '../support/checkout'
import { shootPart } from '../support/shots'
import { gifSize } from './gif-size'

const PRODUCT = '/shop/shop-details/3'
const CLIP = 'Bubble Car Wash Loop'
const FIELDS = ['Width (px)', 'Height (px)', 'Format', 'Fit', 'Colour depth'] as const

/** Buys the clip through the sandbox checkout as a 96x48 GIF, cropped, on amber LEDs. */
async function buyAsSmallGif(page: Page) {
  await page.goto(PRODUCT)
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByLabel('Width (px)').fill('96')
  await form.getByLabel('Height (px)').fill('48')
  await form.getByLabel('File type').selectOption('gif')
  await form.getByLabel('Fit').selectOption('crop')
  await form.getByLabel('Colour depth').selectOption('amber')
  await form.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
  await page.goto('/shop/cart')
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page).toHaveURL(/\/pages\/checkout\/success\?session_id=/)
  await expect(page.getByTestId('order-row')).toContainText('Paid')
}

async function downloadGif(page: Page, form: Locator) {
  const saved = page.waitForEvent('download')
  await form.getByRole('button', { name: 'Download' }).click()
  const download = await saved
  expect(download.suggestedFilename()).toBe('bubble-car-wash-loop_96x48.gif')
  expect(await gifSize(download)).toEqual({ signature: 'GIF89a', width: 96, height: 48 })
}

/**
 * Whether a select shows its chosen option's whole label: the text, in the select's own font,
 * fits the box less its padding and the picker's arrow.
 */
const showsWholeLabel = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element)
    const probe = document.createElement('span')
    probe.style.font = style.font
    probe.style.whiteSpace = 'pre'
    probe.textContent = element.selectedOptions[0]?.textContent ?? ''
    document.body.append(probe)
    const text = probe.getBoundingClientRect().width
    probe.remove()
    const arrow = 20
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow
    return { label: probe.textContent, fits: text <= room }
  })

test('a clip bought as a 96x48 GIF is offered so in the account, one row however often it is downloaded', async ({
  page,
}) => {
  test.slow()
  await registerCustomer(page, 'Gil Gif')
  await buyAsSmallGif(page)

  await page.goto('/pages/account')
  const downloads = page.getByRole('region', { name: 'Your downloads' })
  const row = downloads.getByRole('listitem').filter({ hasText: CLIP })
  const form = row.getByRole('form', { name: 'Download this clip' })
  await expect(form).toContainText('Bought as GIF · 96 x 48 · cropped, amber')
  const values = await Promise.all(FIELDS.map((label) => form.getByLabel(label).inputValue()))
  expect(values).toEqual(['96', '48', 'gif', 'crop', 'amber'])

  await downloadGif(page, form)
  const files = row.getByTestId('clip-file')
  await expect(files).toHaveCount(1)
  await expect(files).toContainText('GIF · 96 x 48 · cropped, amber')
  await downloadGif(page, form)
  await page.reload()
  await expect(row.getByTestId('clip-file')).toHaveCount(1)
  await expect(downloads.getByRole('link', { name: CLIP })).toHaveCount(1)

  await page.setViewportSize({ width: 390, height: 844 })
  for (const label of ['Format', 'Fit', 'Colour depth']) {
    const select = form.getByLabel(label)
    for (const option of await select.locator('option').allTextContents()) {
      await select.selectOption({ label: option })
      expect(await showsWholeLabel(select)).toEqual({ label: option, fits: true })
    }
  }
  await form.getByLabel('Format').selectOption('gif')
  await form.getByLabel('Fit').selectOption('crop')
  await form.getByLabel('Colour depth').selectOption('full')
  await shootPart(page, 'account-downloads-as-bought', downloads)
})
