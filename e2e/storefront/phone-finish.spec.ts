import { expect, type Page, test } from '@playwright/test'
import { openClipTitled } from '../support/open-clip'
import { shootPart, shootScreen } from '../support/shots'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const HOME_STYLES = [1, 2, 3, 4, 5, 6, 7]

/**
 * Every grid of tiles on the page with a last row that holds fewer tiles than the grid has
 * columns (and more than one row): what the visitor sees as a tile left alone.
 */
const unfilledGrids = (page: Page) =>
  page.locator('main ul').evaluateAll((lists) =>
    lists.flatMap((list) => {
      const style = getComputedStyle(list)
      if (style.display !== 'grid') return []
      const columns = style.gridTemplateColumns.split(' ').length
      const shown = Array.from(list.children).filter(
        (item) => getComputedStyle(item).display !== 'none',
      )
      const cells = shown.reduce((sum, item) => {
        const span = /span (\d+)/.exec(getComputedStyle(item).gridColumnEnd)
        return sum + (span ? Number(span[1]) : 1)
      }, 0)
      if (columns < 2 || cells <= columns || cells % columns === 0) return []
      const label = list.closest('section')?.querySelector('h2')?.textContent ?? 'a grid'
      return [`${label}: ${cells} cells in ${columns} columns`]
    }),
  )

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the home grids end on whole rows`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const style of HOME_STYLES) {
      await page.goto(`/home/home-style-${style}`)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await unfilledGrids(page), `home style ${style}`).toEqual([])
    }
    await page.goto('/home/home-style-1')
    const businesses = page.getByRole('region', { name: 'Shop by business' })
    await expect(businesses.getByRole('link', { name: /Browse the shop/ })).toBeVisible()
    await shootPart(page, 'home-businesses', businesses)
  })
}

test('on a phone the product title and price are on the first screen', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openClipTitled(page, 'Oil Change Special')
  const title = page.getByRole('heading', { name: 'Oil Change Special', level: 2 })
  await expect(title).toBeVisible()
  // The clip's price as the seed sets it; the summary's comes first on the page.
  const price = page.locator('main').getByText('$10.00', { exact: true }).first()
  for (const part of [title, price]) {
    const box = await part.boundingBox()
    expect(box, 'laid out').not.toBeNull()
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height)
  }
  await shootScreen(page, 'product-first-screen')
})

test('the quick view centres its clip in the dark panel', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/shop?category=Restaurants+%26+Food')
  const card = page.getByTestId('product-card').filter({ hasText: 'Happy Hour Cocktails' })
  await card.hover()
  await card.getByRole('button', { name: 'Quick view Happy Hour Cocktails' }).click()
  const dialog = page.getByRole('dialog', { name: 'Happy Hour Cocktails' })
  const clip = dialog.getByLabel('Happy Hour Cocktails preview')
  await expect(clip).toBeVisible()
  const [clipBox, panelBox] = await Promise.all([
    clip.boundingBox(),
    clip.locator('xpath=..').boundingBox(),
  ])
  if (!clipBox || !panelBox) throw new Error('the quick view is not laid out')
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2
  expect(Math.abs(middle(clipBox) - middle(panelBox))).toBeLessThanOrEqual(2)
  await shootPart(page, 'quick-view', dialog)
})
