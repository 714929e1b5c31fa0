import { expect, test } from '@playwright/test'
import { shootPage } from '../support/shots.ts'

// Screenshots of the pages the demo catalogue changes, desktop and phone, for review: they
// assert nothing the route walk (screens.spec.ts) does not, so they run only when asked.
test.skip(!process.env.E2E_SHOTS_DIR, 'review captures: set E2E_SHOTS_DIR=<dir> to take them')

const pages = [
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => ({ name: `home-style-${n}`, path: `/home/home-style-${n}` })),
  { name: 'shop', path: '/shop' },
  { name: 'product', path: '/shop/shop-details/1' },
  { name: 'compare', path: '/shop/compare' },
]

for (const { name, path } of pages) {
  test(`captures ${name}`, async ({ page, request }, testInfo) => {
    // A full-page capture of a long home with playing clips is slow on a loaded machine.
    test.setTimeout(90_000)
    if (name === 'compare') {
      const products = (await (await request.get('/api/products')).json()) as { id: number }[]
      await page.goto('/shop')
      await page.evaluate(
        (items) => localStorage.setItem('compare_products', JSON.stringify(items)),
        products.filter((product) => [3, 6, 30].includes(product.id)),
      )
    }
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await shootPage(page, `${name}-${testInfo.project.name}`)
  })
}
