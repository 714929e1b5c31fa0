import { expect, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { ledColours } from '../support/led-colours'
import { shoot } from './shots'

const PRODUCT = '/shop/shop-details/1'

test('a signed-out visitor is asked to log in to purchase', async ({ page }) => {
  await page.goto(PRODUCT)
  const form = page.getByRole('form', { name: 'Order form' })
  await expect(form.getByRole('link', { name: 'Login to Purchase' })).toBeVisible()
  await expect(form.getByText('Please log in to submit an order.')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
})

test('the LED preview is drawn at the size chosen in the order form', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(PRODUCT)
  await page.waitForLoadState('networkidle')
  // On the first screen the preview waits to be asked for (or scrolled to): its WebGL code
  // is no part of the page's load.
  expect(requested.filter((url) => url.includes('/led-preview-'))).toEqual([])
  const show = page.getByRole('button', { name: /Show the LED preview/ })
  await expect(show).toBeVisible()
  await shoot(page, 'product-page-led-placeholder', show)
  // A click without scrolling (scrolling alone loads the preview and removes the button);
  // a review screenshot's scrolling may have brought the preview in already.
  if (await show.isVisible()) await show.evaluate((button: HTMLButtonElement) => button.click())
  const preview = page.getByTestId('led-preview')
  await expect(preview).toHaveAttribute('data-led-width', '384')
  await expect(preview).toHaveAttribute('data-led-height', '192')
  await page.getByLabel('Reference size').selectOption('240x192')
  await expect(preview).toHaveAttribute('data-led-width', '240')
  await expect(preview).toHaveAttribute('data-led-height', '192')
  await expect(page.getByLabel('Aspect ratio')).toHaveValue('5:4')
  await page.getByLabel('Width (px)').fill('160')
  await page.getByLabel('Height (px)').fill('80')
  await expect(preview).toHaveAttribute('data-led-width', '160')
  await expect(preview).toHaveAttribute('data-led-height', '80')
  // The canvas holds a whole number of pixels per LED.
  const [width, height] = await preview.evaluate((canvas: HTMLCanvasElement) => [
    canvas.width,
    canvas.height,
  ])
  expect((width ?? 0) % 160).toBe(0)
  expect((width ?? 0) / 160).toBe((height ?? 0) / 80)
  await page.getByLabel('Colour depth').selectOption('amber')
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await shoot(page, 'product-page-led-preview', preview)
  await shoot(page, 'product-page-order-form', page.getByRole('form', { name: 'Order form' }))
})

test('customising without comments gives Comments Required and adds nothing', async ({ page }) => {
  await registerCustomer(page, 'Cora Comments')
  await page.goto(PRODUCT)
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByRole('group', { name: 'Customisation' }).getByLabel('Yes').check()
  await form.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Comments Required')).toBeVisible()
  await expect(
    page.getByText('Please provide customization instructions in the comments field').first(),
  ).toBeVisible()
  await expect(form.getByLabel('Comments (required)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('0')

  await form.getByLabel('Comments (required)').fill('Our phone number: 555 0100')
  await form.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1')
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('cart_products') ?? '[]'),
  )
  expect(stored[0].formData).toMatchObject({
    customization: 'yes',
    comments: 'Our phone number: 555 0100',
    dimensions: { width: 384, height: 192 },
    aspectRatio: '2:1',
  })
})

test('the still LED preview shows the clip at once, without pressing Animate', async ({ page }) => {
  await page.goto(PRODUCT)
  const show = page.getByRole('button', { name: /Show the LED preview/ })
  await show.evaluate((button: HTMLButtonElement) => button.click())
  const preview = page.getByTestId('led-preview')
  await expect(preview).toHaveAttribute('data-led-width', '384')
  // This browser renders WebGL without a GPU: the preview is a still until Animate is pressed.
  await expect(page.getByRole('button', { name: 'Animate the LED preview' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect
    .poll(async () => new Set(await ledColours(preview)).size, { timeout: 15_000 })
    .toBeGreaterThan(20)
})
