import path from 'node:path'
import { shoot } from '../downloads/shots'
import { fillSignIn, registerCustomer } from '../support/accounts'
import { expect, test } from '../support/context-pages'
import { buyClip, customOrderTab, MASTER, uploadLogo } from '../support/custom-orders'

const LOGO = path.resolve(
  import.meta.dirname,
  '../../apps/server/media/products/merry-christmas-snowfall/thumb.webp',
)

test('the owner finds a new custom order under New, delivers it and finds it under Delivered, logo and all', async ({
  newContextPage,
}) => {
  test.setTimeout(120_000)
  const customer = await newContextPage()
  const { email } = await registerCustomer(customer, 'Lola Logo')
  const logoKey = await uploadLogo(customer, LOGO, 'image/webp')
  const orderId = await buyClip(customer, email, 'Our logo at the left, please', logoKey)
  expect(orderId).toBeGreaterThan(0)

  const shop = await newContextPage()
  await shop.goto('/admin/custom-orders')
  await fillSignIn(shop, 'admin@marquee.local')
  await expect(shop.getByRole('heading', { level: 1, name: 'Custom orders' })).toBeVisible()
  await expect(customOrderTab(shop, 'New')).toHaveAttribute('aria-current', 'page')

  const card = shop.getByRole('article', { name: new RegExp(`^#${orderId} `) })
  await expect(card).toContainText('Rush · due')
  const thumbnail = card.getByRole('img', { name: `Logo for order #${orderId}` })
  await expect(thumbnail).toBeVisible()
  // The picture itself arrived: an image that failed to load has no natural width.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240)
  await expect(card.getByRole('link', { name: 'Download logo' })).toHaveAttribute(
    'href',
    `/uploads/${logoKey}`,
  )
  await expect(card).not.toContainText('Logo URL')
  await shoot(shop, 'admin-custom-orders-tabs', card)

  await card.getByRole('button', { name: 'Start production' }).click()
  await expect(
    shop.getByText(`Order #${orderId} is in production: find it under In production.`),
  ).toBeVisible()
  await expect(card).toHaveCount(0)

  await customOrderTab(shop, 'In production').click()
  await expect(shop).toHaveURL(/\?status=in_production$/)
  await card.getByLabel('Upload master').setInputFiles(MASTER)
  await expect(shop.getByText(`Master uploaded for order #${orderId}.`)).toBeVisible()
  await card.getByRole('button', { name: 'Deliver' }).click()
  await expect(
    shop.getByText(
      `Order #${orderId} is delivered: the customer is emailed and it is under Delivered.`,
    ),
  ).toBeVisible()
  await expect(card).toHaveCount(0)

  await customOrderTab(shop, 'Delivered').click()
  await expect(shop).toHaveURL(/\?status=delivered$/)
  await expect(card).toContainText('delivered')
  await expect(card.getByRole('img', { name: `Logo for order #${orderId}` })).toBeVisible()

  // The tab is in the address: a reload keeps it.
  await shop.reload()
  await expect(customOrderTab(shop, 'Delivered')).toHaveAttribute('aria-current', 'page')
  await expect(card).toContainText('delivered')
  await shoot(shop, 'admin-custom-orders-delivered', card)
})
