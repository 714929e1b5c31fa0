import type { Product } from '@marquee/core'
import { expect, type Page, test } from '@playwright/test'

/** The demo catalogue as the API serves it, to count what the shop should show. */
async function catalog(page: Page): Promise<Product[]> {
  return (await page.request.get('/api/products')).json()
}

/** On a phone the filters fold away behind a button; on a desktop they are always shown. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show filters' })
  if (await toggle.isVisible()) await toggle.click()
}

test('the catalogue pages through its results with filters applied', async ({ page }) => {
  const products = await catalog(page)
  const large = products.filter((product) => product.sizes.includes('Large'))
  const seasonalLarge = large.filter((product) => product.parentCategory === 'Seasonal & Holidays')
  expect(large.length).toBeGreaterThan(24)

  // The shop with the extended filters (price, size, colour) beside categories and brands.
  await page.goto('/shop/shop-right')
  await expect(page.getByText(`Showing 1-12 of ${products.length} results`)).toBeVisible()
  await openFilters(page)
  await page.getByRole('button', { name: /^Large/ }).click()
  await expect(page).toHaveURL(/size=Large/)
  await expect(page.getByText(`Showing 1-12 of ${large.length} results`)).toBeVisible()

  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page).toHaveURL(/size=Large/)
  await expect(page.getByText(`Showing 13-24 of ${large.length} results`)).toBeVisible()
  await expect(page.getByTestId('product-card')).toHaveCount(12)

  // A second filter narrows the same search and starts again from its first page.
  await openFilters(page)
  // The whole catalogue's categories start folded: open the one to choose from.
  await page.getByRole('button', { name: 'Seasonal & Holidays', exact: true }).click()
  await page.getByRole('button', { name: /^All Seasonal & Holidays/ }).click()
  await expect(page).toHaveURL(/category=Seasonal/)
  await expect(page).not.toHaveURL(/page=2/)
  const count = seasonalLarge.length
  await expect(page.getByText(`Showing 1-${count} of ${count} results`)).toBeVisible()
  await expect(page.getByTestId('product-card')).toHaveCount(count)
  await expect(
    page.getByTestId('product-card').filter({ hasText: 'Merry Christmas Snowfall' }),
  ).toHaveCount(1)
})

async function expectFacts(scope: ReturnType<Page['locator']>) {
  const facts = scope.getByTestId('clip-facts')
  await expect(facts).toContainText('Duration4 s')
  await expect(facts).toContainText('Frame rate25 fps')
  await expect(facts).toContainText('Source384 x 192 px (2:1)')
  await expect(facts).toContainText('Seamless loopYes')
  await expect(facts).toContainText('FormatsMP4, AVI, MPEG, GIF')
  await expect(facts).toContainText('Sizes80 x 32 px to 776 x 720 px')
  await expect(facts).toContainText('LicenceSingle use on one sign (one device)')
}

test('a product page and its quick view show the clip facts', async ({ page }) => {
  const products = await catalog(page)
  const happyHour = products.find((product) => product.title === 'Happy Hour Cocktails')
  await page.goto(`/shop/shop-details/${happyHour?.id}`)
  await expect(page.getByRole('heading', { name: 'Happy Hour Cocktails' }).first()).toBeVisible()
  await expectFacts(page.locator('main'))

  await page.goto('/shop?category=Restaurants+%26+Food')
  const card = page.getByTestId('product-card').filter({ hasText: 'Happy Hour Cocktails' })
  await card.hover()
  await card.getByRole('button', { name: 'Quick view Happy Hour Cocktails' }).click()
  const dialog = page.getByRole('dialog', { name: 'Happy Hour Cocktails' })
  await expect(dialog).toBeVisible()
  await expectFacts(dialog)
})

test('compare is readable on a phone: the labels stay while the clips scroll', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the sideways scroll is the phone layout')
  const products = await catalog(page)
  const chosen = ['Bubble Car Wash Loop', 'Open Sign Classic Red', 'Merry Christmas Snowfall'].map(
    (title) => products.find((product) => product.title === title),
  )
  await page.goto('/shop')
  await page.evaluate(
    (items) => localStorage.setItem('compare_products', JSON.stringify(items)),
    chosen,
  )
  await page.goto('/shop/compare')
  await expect(page.getByTestId('compare-column')).toHaveCount(3)
  const row = (label: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) })
  await expect(row('Price').getByRole('cell').first()).toContainText('$15.00was $19.00')
  await expect(row('Category').getByRole('cell').first()).toContainText('Automotive / Car Wash')
  await expect(row('Brand').getByRole('cell').first()).toContainText('Brightbox')
  await expect(row('Duration').getByRole('cell').first()).toContainText('4 s')
  await expect(row('Source shape').getByRole('cell').first()).toContainText('384 x 192 px (2:1)')
  await expect(row('Sizes').getByRole('cell').first()).toContainText('Small, Medium, Large')
  await expect(row('Colours').getByRole('cell').first()).toContainText('Cyan, Blue')

  // The page itself never scrolls sideways; the table does, under a label column that stays.
  const pageWidth = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ])
  expect(pageWidth[0]).toBeLessThanOrEqual(pageWidth[1] ?? 0)
  const label = page.getByRole('rowheader', { name: 'Duration' })
  const before = await label.boundingBox()
  const scroller = page.locator('table').locator('xpath=..')
  await scroller.evaluate((element) => element.scrollBy({ left: 400 }))
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  const after = await label.boundingBox()
  expect(after?.x).toBe(before?.x)
  await expect(label).toBeInViewport()
})
