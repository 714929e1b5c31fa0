import { expect, type Page, test } from '@playwright/test'
import { fillSignIn, PRO } from '../support/accounts'

/** Marks the stored access token expired, as it is after its lifetime: the next call renews. */
const expireStoredToken = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((name) => name.startsWith('oidc.user:'))) {
      const user = JSON.parse(localStorage.getItem(key) ?? '{}')
      localStorage.setItem(
        key,
        JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 5 }),
      )
    }
  })

const storedRefreshToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').refresh_token as string) : null
  })

const plan = (page: Page) => page.getByRole('region', { name: 'Your plan' })

test('two tabs renewing the session at once keep the customer signed in', async ({
  context,
  page,
}) => {
  await page.goto('/pages/account')
  await fillSignIn(page, PRO.email)
  await expect(plan(page)).toContainText('Downloads left')
  const second = await context.newPage()
  await second.goto('/pages/account')
  await expect(plan(second)).toContainText('Downloads left')
  const before = await storedRefreshToken(page)

  // What would show the race: the provider refusing a refresh token already spent (it then
  // ends the sign-in), or a tab sent back through the provider to sign in again.
  const refused: string[] = []
  const tripsToSignIn: string[] = []
  for (const tab of [page, second]) {
    tab.on('response', async (response) => {
      if (response.url().includes('/oidc/token') && response.status() !== 200) {
        refused.push(await response.text())
      }
    })
    tab.on('request', (request) => {
      if (request.url().includes('/oidc/auth')) tripsToSignIn.push(request.url())
    })
  }

  // The second tab's renewal is slow on the wire, and the first tab renews while it is under
  // way: without coordination both send the same refresh token.
  await second.route('**/oidc/token', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue()
  })
  await expireStoredToken(page)
  const secondRenewing = second.waitForRequest('**/oidc/token')
  const secondLoaded = second.reload()
  await secondRenewing
  await page.reload()
  await secondLoaded

  await expect(plan(page)).toContainText('Downloads left')
  await expect(plan(second)).toContainText('Downloads left')
  expect(refused).toEqual([])
  expect(tripsToSignIn).toEqual([])
  const after = await storedRefreshToken(page)
  expect(after).not.toBeNull()
  expect(after).not.toBe(before)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0)
})
