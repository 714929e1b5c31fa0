import { expect, test } from '@playwright/test'
import { signInFromHeader } from '../support/accounts'
import { shootScreen } from '../support/shots.ts'

test('the owner finds a clip by search, edits one from the bottom of the list on its own page and sees it saved', async ({
  page,
}) => {
  await page.goto('/shop')
  await signInFromHeader(page, 'admin@marquee.local')
  await expect(page).toHaveURL(/\/shop$/)

  await page.goto('/admin/catalogue')
  const table = page.getByRole('table', { name: 'Clips' })
  const rows = table.getByRole('row')
  await expect(rows.nth(1)).toBeVisible()
  const total = (await rows.count()) - 1
  await expect(page.getByText(`${total} clips.`)).toBeVisible()

  // Search narrows the list and lives in the URL.
  await shootScreen(page, 'admin-catalogue-list')
  await page.getByLabel('Search clips').fill('tire sale')
  await expect(page).toHaveURL(/q=tire\+sale/)
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText('Tire Sale')
  await page.getByLabel('In the shop').selectOption('draft')
  await expect(page.getByText('No clips match these filters.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(rows).toHaveCount(total + 1)

  // The last row, scrolled to: its form opens in view, at the top of its own page.
  const last = rows.last()
  await last.scrollIntoViewIfNeeded()
  const title = (await last.getByRole('link').first().textContent()) ?? ''
  await last.getByRole('link', { name: `Edit ${title}` }).click()
  const form = page.getByRole('form', { name: `Edit ${title}` })
  await expect(form).toBeInViewport()
  const dimension = form.getByLabel('Dimension')
  const before = await dimension.inputValue()
  await dimension.fill('384x192 px')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`Saved “${title}”.`)).toBeVisible()
  await shootScreen(page, 'admin-clip-edit')

  await page.reload()
  await expect(
    page.getByRole('form', { name: `Edit ${title}` }).getByLabel('Dimension'),
  ).toHaveValue('384x192 px')
  await page
    .getByRole('form', { name: `Edit ${title}` })
    .getByLabel('Dimension')
    .fill(before)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`Saved “${title}”.`)).toBeVisible()

  await page.getByRole('link', { name: 'Back to the catalogue' }).click()
  await expect(page).toHaveURL(/\/admin\/catalogue$/)
})
