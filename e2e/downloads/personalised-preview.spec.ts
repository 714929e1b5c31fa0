import { expect, type Locator, type Page, test } from '@playwright/test'
import { differing, ledColours } from '../support/led-colours'
import { openClipTitled } from '../support/open-clip'

/** A seeded personalisable clip: its sermon line scrolls over a backdrop in the condensed font. */
const CLIP = 'Sunday Worship Welcome'

const openClip = (page: Page) => openClipTitled(page, CLIP)

test('typing a name changes the LED preview at once, in the sign font', async ({ page }) => {
  await openClip(page)
  const form = page.getByRole('form', { name: 'Order form' })
  const personalise = form.getByRole('group', { name: 'Personalise' })
  await personalise.getByRole('switch', { name: 'Personalise with your words' }).check()
  const field = personalise.getByRole('textbox').first()
  await expect(field).toBeVisible()
  // The clip stands still, so only the text can change the dots.
  await page.getByRole('button', { name: 'Pause preview' }).click()
  const show = page.getByRole('button', { name: /Show the LED preview/ })
  if (await show.isVisible()) await show.evaluate((button: HTMLButtonElement) => button.click())
  const preview = page.getByTestId('led-preview')
  await expect(preview).toHaveAttribute('data-led-width', '384')
  // The sign fonts load with a personalisable clip, and the preview draws again in them.
  await expect
    .poll(() =>
      page.evaluate(() => {
        let loaded = false
        document.fonts.forEach((font) => {
          if (font.status === 'loaded' && font.family.startsWith('marquee-sign-')) loaded = true
        })
        return loaded
      }),
    )
    .toBe(true)
  let before: string[] = []
  await expect
    .poll(async () => {
      const now = await ledColours(preview)
      const same = differing(before, now) === 0 && before.length > 0
      before = now
      return same
    })
    .toBe(true)
  expect(before).toHaveLength(384 * 192)

  // Capitals, so the test holds for a template that upper-cases and one that does not.
  await field.fill('GRACE CHAPEL')
  await expect(field).toHaveValue('GRACE CHAPEL')
  await expect(personalise.getByText(/^About \d+ LEDs tall at 384x192$/).first()).toBeVisible()
  await expect.poll(async () => differing(before, await ledColours(preview))).toBeGreaterThan(200)

  // The same text again draws the same dots: the change came from the text.
  const typed = await ledColours(preview)
  await field.fill('')
  await field.fill('GRACE CHAPEL')
  await expect.poll(async () => differing(typed, await ledColours(preview))).toBe(0)

  if (process.env.E2E_SHOTS_DIR) await shootPreview(page, personalise)
})

/** The LED preview and the Personalise group, at 1280 and 390 px, for review. */
async function shootPreview(page: Page, personalise: Locator) {
  const preview = page.locator('#led-preview')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await personalise.scrollIntoViewIfNeeded()
    const scrollY = await page.evaluate(() => window.scrollY)
    const boxes = [await preview.boundingBox(), await personalise.boundingBox()]
    if (!boxes[0] || !boxes[1]) continue
    const y = Math.max(0, Math.min(boxes[0].y, boxes[1].y) + scrollY - 24)
    const end = Math.max(...boxes.map((box) => (box ? box.y + box.height : 0))) + scrollY + 24
    // At the top, the fixed header is drawn above the page's part shown, not across it.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({
      path: `${process.env.E2E_SHOTS_DIR}/preview-${width}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: end - y },
    })
  }
}
