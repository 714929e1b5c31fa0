import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/** A finished master the shop uploads for a custom order. */
export const MASTER = path.resolve(
  import.meta.dirname,
  '../../apps/server/masters/products/oil-change-special/clip.mp4',
)

/**
 * Buys a clip by card as the signed-in customer: the store's checkout, paid on the sandbox,
 * through the store's own API. With `custom`, the line is a customised rush clip (rush is
 * always paid, so it goes through the cart: docs/decisions/009), which becomes a custom order;
 * `logoKey` is the customer's uploaded logo for it (uploadLogo). Answers the new order's id.
 */
export async function buyClip(
  page: Page,
  email: string,
  custom?: string,
  logoKey?: string,
): Promise<number> {
  return page.evaluate(
    async ({ email, instructions, logoKey }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))
      const token = JSON.parse(localStorage.getItem(key ?? '') ?? '{}').access_token as string
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
      const products = (await (await fetch('/api/products?limit=100')).json()) as {
        id: number
        slug: string
      }[]
      const clip = products.find((each) => each.slug === 'oil-change-special')
      const formData = {
        fileType: 'mp4',
        dimensions: { width: 384, height: 192 },
        aspectRatio: '2:1',
        customization: instructions ? 'yes' : 'no',
        comments: instructions ?? '',
        rushOrder: instructions ? 'yes' : 'no',
        quantity: 1,
        ...(logoKey ? { logoKey } : {}),
      }
      const opened = await fetch('/api/create-checkout-session-cart', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          mode: 'payment',
          userEmail: email,
          lines: [{ productId: clip?.id ?? 1, quantity: 1, formData }],
        }),
      })
      const checkout = (await opened.json()) as { id: string; url: string }
      await fetch(`${new URL(checkout.url).pathname}/pay`, {
        method: 'POST',
        body: new URLSearchParams({ card: '4242424242424242' }),
        redirect: 'manual',
      })
      const state = await fetch(`/api/checkout/sessions/${checkout.id}`, { headers })
      return ((await state.json()) as { orders: { id: number }[] }).orders[0]?.id ?? 0
    },
    { email, instructions: custom, logoKey },
  )
}

/**
 * Uploads a logo as the signed-in customer, as the order form does (presign, the store's
 * POST, the check once finished). Answers its storage key.
 */
export async function uploadLogo(page: Page, file: string, contentType: string): Promise<string> {
  const bytes = (await readFile(file)).toString('base64')
  return page.evaluate(
    async ({ bytes, contentType, filename }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))
      const token = JSON.parse(localStorage.getItem(key ?? '') ?? '{}').access_token as string
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
      const presigned = await fetch('/api/upload/s3', {
        method: 'POST',
        headers,
        body: JSON.stringify({ filename, contentType }),
      })
      const post = (await presigned.json()) as {
        url: string
        fields: Record<string, string>
        key: string
      }
      const form = new FormData()
      for (const [name, value] of Object.entries(post.fields)) form.append(name, value)
      const file = Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0))
      form.append('file', new Blob([file], { type: contentType }), filename)
      await fetch(post.url, { method: 'POST', body: form })
      await fetch('/api/upload/s3/complete', {
        method: 'POST',
        headers,
        body: JSON.stringify({ key: post.key }),
      })
      return post.key
    },
    { bytes, contentType, filename: path.basename(file) },
  )
}

/** One of the Custom orders page's tabs (New, In production, Delivered, Cancelled). */
export const customOrderTab = (shop: Page, name: string) =>
  shop
    .getByRole('navigation', { name: 'Custom orders by status' })
    .getByRole('link', { name: new RegExp(`^${name}`) })

/**
 * The shop, signed in on the back office's Custom orders page, starts the order, uploads
 * the master and delivers it.
 */
export async function deliverCustomOrder(shop: Page, orderId: number) {
  await shop
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Custom orders' })
    .click()
  const card = shop.getByRole('article', { name: new RegExp(`^#${orderId} `) })
  await card.getByRole('button', { name: 'Start production' }).click()
  await customOrderTab(shop, 'In production').click()
  await expect(card).toContainText('in production')
  await card.getByLabel('Upload master').setInputFiles(MASTER)
  await expect(card).toContainText('Master clip: uploaded')
  await card.getByRole('button', { name: 'Deliver' }).click()
  await customOrderTab(shop, 'Delivered').click()
  await expect(card).toContainText('delivered')
}
