import { expect, type Page, type Route, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { addClipAndOpenCart, PAYING_CARD, payOnSandbox } from '../support/checkout'
import { shootPage } from '../support/shots.ts'

const WIDTHS = [1280, 390] as const

/** `settled: false` while a request is held on purpose, so the network never goes idle. */
async function expectNoSeriousViolation(page: Page, settled = true) {
  if (settled) await page.waitForLoadState('networkidle')
  expect(await seriousViolations(page)).toEqual([])
}

async function shoot(page: Page, name: string, width: number) {
  await shootPage(page, `${name}-${width}`)
}

for (const width of WIDTHS) {
  test(`the payment screens are accessible and laid out at ${width} px`, async ({ page }) => {
    // A whole purchase plus several scans: longer than the default 30 s on a busy runner.
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    await registerCustomer(page, `Wendy Width ${width}`)

    await page.goto('/pages/subscribe')
    await expect(page.getByTestId('plan-card')).toHaveCount(3)
    await expectNoSeriousViolation(page)
    await shoot(page, 'subscribe', width)

    await addClipAndOpenCart(page, 'Oil Change Special')
    // Hold the checkout call so the busy state can be seen, then fail it.
    let hold: (route: Route) => void = () => undefined
    const held = new Promise<Route>((resolve) => {
      hold = resolve
    })
    await page.route('**/api/create-checkout-session-cart', (route) => hold(route))
    const checkout = page.getByRole('button', { name: 'Checkout with Stripe' })
    await checkout.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: /Taking you to payment/ })).toBeDisabled()
    await expectNoSeriousViolation(page, false)
    await shoot(page, 'cart-checkout-busy', width)
    await (await held).fulfill({ status: 503, json: { message: 'unavailable' } })
    await expect(page.getByRole('alert')).toHaveText('Error creating order. Please try again.')
    await shoot(page, 'cart-checkout-error', width)
    await page.unroute('**/api/create-checkout-session-cart')

    await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
    await expect(page).toHaveURL(/\/sandbox\/checkout\//)
    await expectNoSeriousViolation(page)
    await shoot(page, 'sandbox-checkout', width)
    await payOnSandbox(page, PAYING_CARD)

    await expect(
      page.getByRole('heading', { name: 'Thank you, your payment is confirmed' }),
    ).toBeVisible()
    await expectNoSeriousViolation(page)
    await shoot(page, 'checkout-success', width)

    await page.getByRole('link', { name: 'View your account' }).focus()
    await page.keyboard.press('Enter')
    const orders = page.getByRole('region', { name: 'Your orders' }).getByTestId('order-row')
    await expect(orders.filter({ hasText: 'Payment: Paid' })).toHaveCount(1)
    await expectNoSeriousViolation(page)
    await shoot(page, 'account-orders', width)
  })
}
