import type { Locator, Page } from '@playwright/test'

/**
 * Review screenshots of one part of a page, written only when E2E_SHOTS_DIR is set: at
 * 1280 px and at 390 px (a phone), each scrolled to `part`.
 */
export async function shootPart(page: Page, name: string, part: Locator) {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  const original = page.viewportSize()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await part.scrollIntoViewIfNeeded()
    await part.screenshot({ path: `${dir}/${name}-${width}.png`, animations: 'disabled' })
  }
  if (original) await page.setViewportSize(original)
}

/** The same for the whole screen as it stands (an overlay, a dialog). */
export async function shootScreen(page: Page, name: string, resize?: () => Promise<void>) {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  const original = page.viewportSize()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await resize?.()
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, animations: 'disabled' })
  }
  if (original) await page.setViewportSize(original)
}

/** The whole page at the viewport's width, written only when E2E_SHOTS_DIR is set. */
export async function shootPage(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true, animations: 'disabled' })
}
