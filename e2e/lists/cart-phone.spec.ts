import { expect, test } from '@playwright/test'

const CLIPS = ['Oil Change Special', 'Tire Sale Countdown', 'Headlight Restoration Promo']

test('on a 390 px phone every cart line shows Remove and the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/shop?category=Automotive')
  for (const title of CLIPS) {
    const card = page.getByTestId('product-card').filter({ hasText: title })
    await card.getByRole('button', { name: '+ Add to Cart' }).click()
    await expect(card.getByRole('link', { name: 'View Cart' })).toBeVisible()
  }
  await page.goto('/shop/cart')
  await expect(page.getByTestId('cart-row')).toHaveCount(CLIPS.length)
  for (const title of CLIPS) {
    const remove = page.getByRole('button', { name: `Remove ${title} from cart` })
    await remove.scrollIntoViewIfNeeded()
    await expect(remove).toBeInViewport({ ratio: 1 })
    const box = await remove.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
  }
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    table: Math.max(
      ...Array.from(document.querySelectorAll('table'), (table) => {
        const box = table.parentElement as HTMLElement
        return box.scrollWidth - box.clientWidth
      }),
    ),
  }))
  expect(overflow).toEqual({ page: 0, table: 0 })
})
