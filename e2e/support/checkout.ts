import { expect, type Page } from '@playwright/test'

export const PAYING_CARD = '4242 4242 4242 4242'
export const DECLINED_CARD = '4000 0000 0000 0002'

/** Adds a clip from its card in the shop's search results and opens the cart page. */
export async function addClipAndOpenCart(page: Page, title: string) {
  await page.goto(`/shop/search?searchText=${encodeURIComponent(title)}`)
  const card = page.getByTestId('product-card').filter({ hasText: title })
  await card.getByRole('button', { name: '+ Add to Cart' }).click()
  await expect(card.getByRole('link', { name: 'View Cart' })).toBeVisible()
  await page.goto('/shop/cart')
  await expect(page.getByTestId('cart-row')).toHaveCount(1)
}

/** On the sandbox's hosted checkout: types a test card and pays. */
export async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sandbox_/)
  await expect(page.getByText('Test mode: no real card is charged.')).toBeVisible()
  await page.getByLabel('Card number').fill(card)
  await page.getByRole('button', { name: /^Pay / }).click()
}

/** Subscribes the signed-in customer to Pro through the sandbox's checkout. */
export async function subscribeToPro(page: Page) {
  await page.goto('/pages/subscribe')
  const pro = page
    .getByTestId('plan-card')
    .filter({ has: page.getByRole('heading', { name: 'Pro' }) })
  await pro.getByRole('button', { name: 'Get Pro' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page.getByText('Your plan is active')).toBeVisible()
}
