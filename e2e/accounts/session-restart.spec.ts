import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { fillSignIn, PRO } from '../support/accounts'
import { OwnStore } from '../support/own-store'

const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-restart-'))
const store = new OwnStore(Number(process.env.E2E_PORT ?? 3310) + 7, dataDir)

test.describe.configure({ mode: 'serial', timeout: 120_000 })
// A first start migrates and seeds a new database: on a loaded runner that outlasts 30 s.
test.beforeAll(async () => {
  test.setTimeout(120_000)
  await store.start()
})
test.afterAll(async () => {
  await store.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('the session survives a server restart', async ({ page }) => {
  await page.goto(`${store.url}/pages/account`)
  await fillSignIn(page, PRO.email)
  await expect(page.getByRole('heading', { name: PRO.name })).toBeVisible()

  await store.stop()
  await store.start()

  // Force the renewal path too: the stored access token is treated as expired.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((name) => name.startsWith('oidc.user:'))) {
      const user = JSON.parse(localStorage.getItem(key) ?? '{}')
      localStorage.setItem(
        key,
        JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 5 }),
      )
    }
  })
  await page.goto(`${store.url}/pages/account`)
  await expect(page.getByRole('heading', { name: PRO.name })).toBeVisible()
  await expect(page).toHaveURL(`${store.url}/pages/account`)
})
