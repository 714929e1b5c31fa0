import { expect, test } from '@playwright/test'
import { specRoutes } from './support/routes.ts'

for (const route of specRoutes) {
  test(`${route} renders inside the app shell`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Main' })
    for (const item of ['Home', 'Shop', 'Blog', 'Contact']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeAttached()
    }
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(errors).toEqual([])
  })
}
