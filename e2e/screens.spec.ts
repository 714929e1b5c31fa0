import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { specRoutes } from './support/routes.ts'

const fileName = (route: string) => route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')

for (const route of specRoutes) {
  test(`${route} has no serious accessibility violation and is captured`, async ({
    page,
  }, testInfo) => {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.screenshot({
      path: testInfo.outputPath(`${fileName(route)}.png`),
      fullPage: true,
      animations: 'disabled',
    })
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`)
    expect(serious).toEqual([])
  })
}
