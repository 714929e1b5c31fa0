import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { signInFromHeader } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { shootPage } from '../support/shots.ts'

const ADMIN = 'admin@marquee.local'
const CLIP = path.resolve(
  import.meta.dirname,
  '../../apps/server/masters/products/tire-sale-countdown/clip.mp4',
)

async function expectNoSeriousViolation(page: Page) {
  expect(await seriousViolations(page)).toEqual([])
}

/** The page at desktop and phone widths, each checked by axe (and captured for review). */
async function shootBothWidths(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSeriousViolation(page)
    await shootPage(page, `admin-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

async function signInAsAdmin(page: Page) {
  await page.goto('/shop')
  await signInFromHeader(page, ADMIN)
  await expect(page).toHaveURL(/\/shop$/)
}

test('the admin files brands, makes a clip from a video, publishes it, finds it in search, and a new, edited coupon works in the cart', async ({
  page,
}) => {
  // A media job plus two screens scanned at two widths: longer than 30 s on a busy machine.
  test.setTimeout(180_000)
  const suffix = `${Date.now() % 1e6}`
  const title = `Neon Zeppelin ${suffix}`
  await signInAsAdmin(page)

  // Brands: one in use cannot be deleted (the page says why); a new one can be renamed and deleted.
  const brand = `Zeppelin Works ${suffix}`
  await page.goto('/admin/taxonomy')
  const brands = page.getByRole('region', { name: 'Brands', exact: true })
  await brands.getByLabel('New brand').fill(brand)
  await brands.getByRole('button', { name: 'Add brand' }).click()
  await brands.getByRole('button', { name: `Rename ${brand}` }).click()
  await brands.getByLabel(`New name for ${brand}`).fill(`${brand} Studio`)
  await brands.getByRole('button', { name: 'Save' }).click()
  await brands.getByRole('button', { name: 'Delete Pixel Forge' }).click()
  await expect(brands.getByRole('alert')).toContainText(/Pixel Forge is used by \d+ clips?/)
  await shootBothWidths(page, 'admin-taxonomy')
  await brands.getByRole('button', { name: `Delete ${brand} Studio` }).click()
  await expect(brands.getByText(`${brand} Studio`)).toHaveCount(0)

  await page.goto('/admin/catalogue')
  await page.getByRole('link', { name: 'New clip' }).click()
  const form = page.getByRole('form', { name: 'New clip' })
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Slug').fill(`neon-zeppelin-${suffix}`)
  await form.getByLabel('Description').fill('A glowing airship drifts over the price.')
  await form.getByLabel('Price ($)').fill('-3')
  await form.getByRole('button', { name: 'Create clip' }).click()
  await expect(form.getByText('must not be negative')).toBeVisible()
  await form.getByLabel('Price ($)').fill('13')
  await shootBothWidths(page, 'admin-clip-form')
  await form.getByRole('button', { name: 'Create clip' }).click()

  const media = page.getByRole('region', { name: `Master clip of “${title}”` })
  await expect(media).toBeVisible()
  await media.getByLabel('Upload master video').setInputFiles(CLIP)
  await expect(media.getByText('Poster, thumbnail and preview are ready.')).toBeVisible({
    timeout: 120_000,
  })
  await expect(media.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await expect(media.getByRole('img', { name: `Thumbnail of ${title}` })).toBeVisible()
  await shootBothWidths(page, 'admin-catalogue')

  await page.getByRole('button', { name: `Publish ${title}` }).click()
  await expect(page.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible()

  await page.goto(`/shop/search?searchText=neon-zeppelin-${suffix}`)
  const card = page.getByTestId('product-card').filter({ hasText: title })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: '+ Add to Cart' }).click()
  await expect(card.getByRole('link', { name: 'View Cart' })).toBeVisible()

  const code = `AIRSHIP${suffix}`
  await page.goto('/admin/coupons')
  await page.getByRole('button', { name: 'New coupon' }).click()
  const couponForm = page.getByRole('form', { name: 'New coupon' })
  await couponForm.getByLabel('Name').fill('Airship launch')
  await couponForm.getByLabel('Code').fill(code.toLowerCase())
  await couponForm.getByLabel('Percent off').fill('30')
  await couponForm.getByLabel('Uses per customer (blank: none)').fill('1')
  await couponForm.getByRole('button', { name: 'Create coupon' }).click()
  await expect(page.getByRole('table').getByText(code, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: `Edit ${code}` }).click()
  const editForm = page.getByRole('form', { name: `Edit ${code}` })
  await editForm.getByLabel('Usage limit (blank: none)').fill('5')
  await shootBothWidths(page, 'admin-coupon-edit')
  await editForm.getByRole('button', { name: 'Save coupon' }).click()
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('0 of 5')
  await shootBothWidths(page, 'admin-coupons')

  await page.goto('/shop/cart')
  await expect(page.getByTestId('cart-row')).toHaveCount(1)
  await page.getByRole('textbox', { name: /coupon/i }).fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Apply coupon' }).click()
  await expect(page.getByTestId('cart-discount')).toContainText('$3.90')
  await expect(page.getByTestId('cart-total')).toContainText('$9.10')
})
