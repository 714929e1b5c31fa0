import { expect, test } from '@playwright/test'
import { shoot } from './downloads/shots'
import { registerCustomer } from './support/accounts'
import { subscribeToPro } from './support/checkout'

const PRODUCT = '/shop/shop-details/2'

/** A 1x1 PNG, as a customer's logo file. */
const LOGO = {
  name: 'joes-autos-logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
}

const PAGE = '<html><body><script>alert(document.cookie)</script></body></html>'

test('a Pro customer orders a customised clip with a logo on the plan', async ({ page }) => {
  test.slow()
  // A subscriber of their own: the demo Pro account's credits are counted by the download test.
  const customer = await registerCustomer(page, 'Joe Autos')
  await subscribeToPro(page)
  await page.goto(PRODUCT)
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByRole('group', { name: 'Customisation' }).getByLabel('Yes').check()
  // Rush is always paid (docs/requirements.md §10, docs/decisions/009): with it the order goes to the cart.
  await form.getByRole('group', { name: 'Rush order' }).getByLabel('Yes').check()
  await expect(form.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
  await form.getByRole('group', { name: 'Rush order' }).getByLabel('No').check()

  // Customising without comments: the SPEC's toast, and nothing is submitted.
  await form.getByRole('button', { name: 'Submit Order' }).click()
  await expect(page.getByText('Comments Required')).toBeVisible()
  await expect(form.getByLabel('Comments (required)')).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel('Comments (required)').fill("Put JOE'S AUTOS in red across the top")
  // A page renamed .png is refused once uploaded (by the bucket's upload check on S3, by the
  // local store as it arrives), and no Logo URL is added.
  await form.getByLabel('Logo (optional)').setInputFiles({ ...LOGO, buffer: Buffer.from(PAGE) })
  await expect(form.getByText(/its contents are not a PNG image/)).toBeVisible()
  await expect(form.getByLabel('Comments (required)')).not.toHaveValue(/Logo URL/)
  await form.getByLabel('Logo (optional)').setInputFiles(LOGO)
  await expect(form.getByAltText(`Logo preview: ${LOGO.name}`)).toBeVisible()
  await expect(form.getByText('Logo uploaded')).toBeVisible()
  const comments = form.getByLabel('Comments (required)')
  await expect(comments).toHaveValue(
    /\nLogo URL: http:\/\/127\.0\.0\.1:\d+\/uploads\/logos\/.+-joes-autos-logo\.png$/,
  )
  const logoUrl = (await comments.inputValue()).split('Logo URL: ')[1] ?? ''
  const served = await page.request.get(logoUrl)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/png')
  await shoot(page, 'custom-order-form', form)

  await form.getByRole('button', { name: 'Submit Order' }).click()
  await expect(
    page.getByText('Order submitted successfully! Check your email for confirmation.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/home\/home-style-4$/)

  await page.goto('/dev/mailbox')
  const articles = page.getByRole('article')
  const confirmation = articles.filter({ hasText: /Your customised order #\d+ is submitted/ })
  await expect(confirmation.first()).toContainText(customer.email)
  await expect(confirmation.first()).toContainText("Put JOE'S AUTOS in red across the top")
  const notice = articles.filter({ hasText: /New customised order #\d+/ })
  await expect(notice.first()).toContainText('shop@marquee.local')

  await page.goto('/pages/account')
  const order = page
    .getByRole('listitem')
    .filter({ hasText: 'customised' })
    .filter({ hasText: 'Plan credit' })
    .first()
  await expect(order).toContainText('Pending')
  await expect(order).toContainText('Plan credit')
  await shoot(page, 'custom-order-account', order)
})

test('a visitor with no matching clip asks for a custom video', async ({ page }) => {
  await page.goto('/shop/search?searchText=qqxzv-wwjkp')
  await page.getByRole('link', { name: 'Ask for a custom video' }).click()
  await expect(page).toHaveURL(/\/pages\/custom-video$/)
  await page.getByLabel('Your name').fill('Vera Visitor')
  await page.getByLabel('Email').fill('vera@example.com')
  await page.getByLabel('What should it say?').fill('GRAND OPENING SATURDAY')
  await page.getByLabel('What should it show?').fill('Fireworks over the shop front')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: /Your reference is R-\d+\./ }),
  ).toBeVisible()
  await shoot(
    page,
    'custom-video-page',
    page.getByRole('form', { name: 'Tell us about your clip' }),
  )
  await page.goto('/dev/mailbox')
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: /Your custom video request R-\d+/ })
      .first(),
  ).toContainText('vera@example.com')
})
