import type { Locator, Page } from '@playwright/test'

/**
 * Review screenshots, written only when E2E_SHOTS_DIR is set: the whole page at 1280 px, and
 * at 390 px one screen scrolled to `focus` (a phone's long page would shrink out of sight).
 */
export async function shoot(page: Page, name: string, focus?: Locator) {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  const original = page.viewportSize()
  for (const width of [1280, 390]) {
    const phone = width < 600
    await page.setViewportSize({ width, height: phone ? 844 : 900 })
    if (phone && focus) await focus.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: !phone })
  }
  if (original) await page.setViewportSize(original)
}
