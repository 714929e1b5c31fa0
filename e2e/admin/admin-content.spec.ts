import { expect, test } from '@playwright/test'
import { fillSignIn } from '../support/accounts'
import { shootScreen } from '../support/shots'

const OWNER = 'admin@marquee.local'

test('the owner rewrites the About page, previews it, saves it, sees it on the shop and restores the original', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/admin')
  await fillSignIn(page, OWNER)
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await nav.getByRole('link', { name: 'Content', exact: true }).click()
  await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible()
  await shootScreen(page, 'admin-content-list')
  await page.getByRole('link', { name: 'Edit About Us' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit About Us' })).toBeVisible()

  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview).toContainText('Why we started')
  await page
    .getByLabel('Markdown')
    .fill(
      'We are three people who draw **pixels**.\n\n## Our studio\n\nA workshop in Leeds.\n\n<script>document.title = "owned"</script>',
    )
  await expect(preview.getByRole('heading', { name: 'Our studio' })).toBeVisible()
  await expect(preview).not.toContainText('Why we started')
  await shootScreen(page, 'admin-content-editor')
  await shootScreen(page, 'admin-content-preview-tab', async () => {
    const tab = page.getByRole('tab', { name: 'Preview' })
    if (await tab.isVisible()) await tab.click()
  })

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved “About Us”: the shop shows it now.')).toBeVisible()

  await page.goto('/pages/about-us')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Our studio' })).toBeVisible()
  await expect(page.getByText('A workshop in Leeds.')).toBeVisible()
  await expect(page.getByText('pixels', { exact: true })).toHaveJSProperty('tagName', 'STRONG')
  await expect(page).not.toHaveTitle('owned')

  // Back to the words the shop had: the history keeps them, and restoring is one press.
  await page.goto('/admin/content/about-us')
  const history = page.getByRole('region', { name: 'History' })
  await history.getByRole('button', { name: /^Restore: As first written/ }).click()
  await expect(page.getByText(/^Restored “About Us”/)).toBeVisible()
  await page.goto('/pages/about-us')
  await expect(page.getByRole('heading', { level: 2, name: 'Why we started' })).toBeVisible()
})
