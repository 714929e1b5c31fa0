import { expect, type Page, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { PAYING_CARD, payOnSandbox, subscribeToPro } from '../support/checkout'
import { openClipTitled } from '../support/open-clip'
import { gifSize } from './gif-size'

/** A seeded personalisable clip: the business name on its bottom line. */
const CLIP = 'Open Sign Classic Red'
const FILE = 'open-sign-classic-red_96x48.gif'

const openClip = (page: Page) => openClipTitled(page, CLIP)

/** Turns personalisation on, types the business name and asks for a 96x48 GIF. */
async function personalise(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByRole('switch', { name: 'Personalise with your words' }).check()
  await form.getByLabel('Business name').fill(name)
  await form.getByLabel('Width (px)').fill('96')
  await form.getByLabel('Height (px)').fill('48')
  await form.getByLabel('File type').selectOption('gif')
  return form
}

test('a Pro customer downloads a personalised clip at once, for a download and a customisation credit', async ({
  page,
}) => {
  test.slow()
  await registerCustomer(page, 'Pia Personal')
  await subscribeToPro(page)
  await openClip(page)
  const form = await personalise(page, "Rosa's Tacos")
  await expect(form.getByLabel('Business name')).toHaveValue("ROSA'S TACOS")
  const saved = page.waitForEvent('download')
  await form.getByRole('button', { name: 'Download Video in Requested Format' }).click()
  await page
    .getByRole('alertdialog', { name: 'Use a download credit?' })
    .getByRole('button', { name: 'Use 1 credit' })
    .click()
  const download = await saved
  expect(download.suggestedFilename()).toBe(FILE)
  expect(await gifSize(download)).toEqual({ signature: 'GIF89a', width: 96, height: 48 })

  await page.goto('/pages/account')
  const downloads = page.getByRole('region', { name: 'Your downloads' })
  await expect(downloads).toContainText("Personalised: “ROSA'S TACOS”")
})

test('a Free customer buys a personalised clip through the cart and downloads it from the account', async ({
  page,
}) => {
  test.slow()
  await registerCustomer(page, 'Fay Personal')
  await openClip(page)
  const form = await personalise(page, 'Fay’s Flowers')
  await form.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')

  await page.goto('/shop/cart')
  const row = page.getByTestId('cart-row')
  await expect(row).toContainText('Personalised “FAY’S FLOWERS” +$35.00')
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page).toHaveURL(/\/pages\/checkout\/success\?session_id=/)

  await page.goto('/pages/account')
  const downloads = page.getByRole('region', { name: 'Your downloads' })
  const bought = downloads.getByRole('region', { name: 'Personalised: “FAY’S FLOWERS”' })
  const again = bought.getByRole('form', { name: 'Download this personalised clip' })
  await expect(again.getByLabel('Width (px)')).toHaveValue('96')
  const saved = page.waitForEvent('download')
  await again.getByRole('button', { name: 'Download' }).click()
  const download = await saved
  expect(download.suggestedFilename()).toBe(FILE)
  expect(await gifSize(download)).toEqual({ signature: 'GIF89a', width: 96, height: 48 })
})
