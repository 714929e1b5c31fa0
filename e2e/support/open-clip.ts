import type { Page } from '@playwright/test'

/** Opens a seeded clip's product page by its title (ids depend on the seed's order). */
export async function openClipTitled(page: Page, title: string) {
  const products: { id: number; title: string }[] = await (
    await page.request.get('/api/products')
  ).json()
  const clip = products.find((product) => product.title === title)
  if (!clip) throw new Error(`${title} is not in the seed`)
  await page.goto(`/shop/shop-details/${clip.id}`)
}
