import { expect, type Page, test } from '@playwright/test'
import { fillSignIn, PRO } from '../support/accounts'
import { differing, ledColours } from '../support/led-colours'
import { openClipTitled } from '../support/open-clip'
import { solidPng } from '../support/solid-png'
import { gifSize } from './gif-size'

/** A seeded personalisable clip with a logo slot at the left of its bottom line. */
const CLIP = 'Game Day Go Team'
const FILE = 'game-day-go-team_96x48.gif'

/** The LEDs of the sign's lower left (the slot, with a margin), counted where `changed` differs. */
function inSlot(colours: string[], width: number, changed: (index: number) => boolean) {
  const height = colours.length / width
  let inside = 0
  let outside = 0
  colours.forEach((_, index) => {
    if (!changed(index)) return
    const x = index % width
    const y = Math.floor(index / width)
    if (x < width * 0.3 && y > height * 0.6) inside += 1
    else outside += 1
  })
  return { inside, outside }
}

/** Waits until the still preview stops changing (fonts loaded, frame drawn) and returns it. */
async function settledColours(page: Page) {
  const preview = page.getByTestId('led-preview')
  let before: string[] = []
  await expect
    .poll(
      async () => {
        const now = await ledColours(preview)
        const same = before.length > 0 && differing(before, now) === 0
        before = now
        return same
      },
      // Each read walks every LED of the canvas: on a busy runner two equal reads in a row took
      // longer than expect's 10 s.
      { timeout: 30_000 },
    )
    .toBe(true)
  return before
}

test('a Pro customer puts their logo in the slot, sees it on the LED preview, downloads it and finds it in the account', async ({
  page,
}) => {
  test.slow()
  await openClipTitled(page, CLIP)
  const product = page.url()
  const form = page.getByRole('form', { name: 'Order form' })
  const personalise = form.getByRole('group', { name: 'Personalise' })
  const on = personalise.getByRole('switch', { name: 'Personalise with your words' })
  // Signed out, the slot asks to sign in, and brings the customer back to the clip.
  await on.check()
  await personalise.getByRole('link', { name: 'Sign in to add your logo' }).click()
  await fillSignIn(page, PRO.email)
  await expect(page).toHaveURL(product)
  await expect(page.getByTestId('subscription-panel')).toBeVisible()
  await on.check()
  const chooser = personalise.getByLabel('Your team logo')
  await expect(chooser).toBeVisible()
  // The clip stands still, so only the logo can change the dots.
  await page.getByRole('button', { name: 'Pause preview' }).click()
  const show = page.getByRole('button', { name: /Show the LED preview/ })
  if (await show.isVisible()) await show.evaluate((button: HTMLButtonElement) => button.click())
  const preview = page.getByTestId('led-preview')
  const width = Number(await preview.getAttribute('data-led-width'))
  // A typed line redraws the still preview at the paused moment, as the logo will.
  await personalise.getByLabel('Team or game-day date').fill('GO HAWKS')
  const before = await settledColours(page)

  await chooser.setInputFiles({
    name: 'eagles.png',
    mimeType: 'image/png',
    buffer: solidPng(120, 120, [255, 0, 255]),
  })
  await expect(personalise.getByText('Logo added: see it on the LED preview')).toBeVisible()
  const after = await settledColours(page)
  const changed = inSlot(after, width, (index) => after[index] !== before[index])
  expect(changed.inside).toBeGreaterThan(100)
  expect(changed.outside).toBe(0)

  if (process.env.E2E_SHOTS_DIR) await shootLogo(page)

  await form.getByLabel('Width (px)').fill('96')
  await form.getByLabel('Height (px)').fill('48')
  await form.getByLabel('File type').selectOption('gif')
  const saved = page.waitForEvent('download')
  await form.getByRole('button', { name: 'Download Video in Requested Format' }).click()
  await page
    .getByRole('alertdialog', { name: 'Use a download credit?' })
    .getByRole('button', { name: 'Use 1 credit' })
    .click()
  const download = await saved
  expect(download.suggestedFilename()).toBe(FILE)
  expect(await gifSize(download)).toEqual({ signature: 'GIF89a', width: 96, height: 48 })

  await page.goto('/pages/account')
  const downloads = page.getByRole('region', { name: 'Your downloads' })
  await expect(downloads).toContainText('Personalised: “GO HAWKS” · your logo')
})

/** The LED preview and the Personalise group with the logo chosen, at 1280 and 390 px. */
async function shootLogo(page: Page) {
  const parts = [page.locator('#led-preview'), page.getByRole('group', { name: 'Personalise' })]
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    // Measured at the top: the preview's column is sticky, so a scrolled page moves it.
    await page.evaluate(() => window.scrollTo(0, 0))
    await settledColours(page)
    const boxes = await Promise.all(parts.map((part) => part.boundingBox()))
    const top = Math.min(...boxes.map((box) => (box ? box.y : Number.POSITIVE_INFINITY)))
    const end = Math.max(...boxes.map((box) => (box ? box.y + box.height : 0)))
    const y = Math.max(0, top - 24)
    await page.screenshot({
      path: `${process.env.E2E_SHOTS_DIR}/logo-preview-${width}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: end + 24 - y },
    })
  }
}
