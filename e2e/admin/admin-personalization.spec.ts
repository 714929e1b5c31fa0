import { expect, test } from '@playwright/test'
import { signInFromHeader } from '../support/accounts'

/**
 * The shop makes a clip personalisable from the back office: the editor shows the clip's
 * template over its poster, refuses a time after the clip ends by that field, and a saved
 * change reaches the product page at once.
 */
test('the admin edits the oil-change template; a refusal shows by its field; the product page has the change', async ({
  page,
}) => {
  test.slow()
  await page.goto('/shop')
  await signInFromHeader(page, 'admin@marquee.local')
  await expect(page).toHaveURL(/\/shop$/)
  await page.goto('/admin/catalogue')
  await page.getByRole('link', { name: 'Personalise Oil Change Special' }).click()
  await expect(page).toHaveURL(/\/admin\/catalogue\/\d+\/personalisation$/)
  const card = page.getByRole('group', { name: 'Field 1' })
  await expect(card.getByLabel('Default text')).toHaveValue('ONLY $29.95')
  await expect(page.getByRole('img', { name: 'Box of Your price' })).toBeVisible()

  const end = card.getByLabel(/^End \(s/)
  const kept = await end.inputValue()
  await end.fill('99')
  await page.getByRole('button', { name: 'Save personalisation' }).click()
  await expect(card.getByText(/after the clip ends/)).toBeVisible()
  await end.fill(kept)

  await card.getByLabel('Default text').fill('NOW $24.95')
  await page.getByRole('button', { name: 'Save personalisation' }).click()
  await expect(page.getByText('Personalisation saved.')).toBeVisible()

  const dir = process.env.E2E_SHOTS_DIR
  if (dir) {
    await expect(page.getByText('Personalisation saved.')).toBeHidden()
    for (const width of [1280, 390]) {
      // The whole editor in one tall window: a full-page shot would float the sticky sidebar.
      await page.setViewportSize({ width, height: 900 })
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      await page.setViewportSize({ width, height })
      await page.screenshot({ path: `${dir}/editor-${width}.png` })
    }
  }

  const id = /catalogue\/(\d+)\//.exec(page.url())?.[1]
  const details = await page.request.get(`/api/productDetails/${id}`)
  expect((await details.json()).personalization.fields[0].default).toBe('NOW $24.95')
})

/** The shop adds a logo slot to a clip that had only a text: the product page asks for the logo. */
test("the admin adds a logo slot to the closed sign's template; the product page carries it", async ({
  page,
}) => {
  test.slow()
  await page.goto('/shop')
  await signInFromHeader(page, 'admin@marquee.local')
  await expect(page).toHaveURL(/\/shop$/)
  await page.goto('/admin/catalogue')
  await page.getByRole('link', { name: "Personalise Sorry We're Closed" }).click()
  await expect(page).toHaveURL(/\/admin\/catalogue\/\d+\/personalisation$/)
  await page.getByRole('button', { name: 'Add logo slot' }).click()
  const slot = page.getByRole('group', { name: 'Logo slot' })
  await slot.getByLabel('Label').fill('Your shop logo')
  await slot.getByLabel('Top (%)').fill('5')
  const box = page.getByRole('img', { name: 'Box of the logo slot: Your shop logo' })
  await expect(box).toBeVisible()
  await page.getByRole('button', { name: 'Save personalisation' }).click()
  await expect(page.getByText('Personalisation saved.')).toBeVisible()

  const dir = process.env.E2E_SHOTS_DIR
  if (dir) {
    await expect(page.getByText('Personalisation saved.')).toBeHidden()
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      await page.setViewportSize({ width, height })
      await page.screenshot({ path: `${dir}/editor-logo-${width}.png` })
    }
  }

  const id = /catalogue\/(\d+)\//.exec(page.url())?.[1]
  const details = await page.request.get(`/api/productDetails/${id}`)
  expect((await details.json()).personalization.logo).toMatchObject({
    label: 'Your shop logo',
    box: { y: 0.05 },
  })
})
