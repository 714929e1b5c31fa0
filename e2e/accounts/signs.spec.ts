import { expect, type Locator, test } from '@playwright/test'
import { fillSignIn, PRO, registerCustomer } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { subscribeToPro } from '../support/checkout'
import { downloadsLeft } from '../support/credits'
import { shootPart } from '../support/shots'

const PRODUCT = '/shop/shop-details/1'

async function addSign(
  section: Locator,
  sign: { name: string; width: string; height: string },
  choose: (form: Locator) => Promise<void>,
) {
  await section.getByRole('button', { name: 'Add a sign' }).click()
  const form = section.getByRole('form', { name: 'Add a sign' })
  await form.getByLabel('Name').fill(sign.name)
  await form.getByLabel('Width (px)').fill(sign.width)
  await form.getByLabel('Height (px)').fill(sign.height)
  await choose(form)
  await form.getByRole('button', { name: 'Add sign' }).click()
  await expect(form).toBeHidden()
}

test('the Pro customer adds two signs in the account and picks one in the order form', async ({
  page,
}) => {
  test.slow()
  await page.goto('/pages/account')
  await fillSignIn(page, PRO.email)
  const section = page.getByRole('region', { name: 'Your signs' })
  await expect(section).toContainText('Road sign')
  await expect(section).toContainText('Lobby board')

  await addSign(section, { name: 'Shop window', width: '128', height: '64' }, async (form) => {
    await form.getByLabel('Colour depth').selectOption('red-green')
    await form.getByLabel('Format').selectOption('avi')
  })
  await addSign(section, { name: 'Canopy', width: '96', height: '48' }, async (form) => {
    await form.getByLabel('Controller preset (optional)').selectOption('generic-15')
    await expect(form.getByLabel('Frame rate')).toHaveValue('15')
    await form.getByLabel('File-size budget (optional)').fill('512')
    await form.getByLabel('Unit').selectOption('KB')
    await shootPart(form.page(), 'account-sign-form', form)
  })
  await expect(section.getByRole('listitem').filter({ hasText: 'Shop window' })).toContainText(
    '128 × 64 px · Red/green · AVI · Clip’s own rate',
  )
  await expect(section.getByRole('listitem').filter({ hasText: 'Canopy' })).toContainText(
    '96 × 48 px · Full colour · AVI · 15 fps · at most 512 KB',
  )
  expect(await seriousViolations(page)).toEqual([])
  await shootPart(page, 'account-signs', section)

  await page.goto(PRODUCT)
  const form = page.getByRole('form', { name: 'Order form' })
  const signs = form.getByRole('group', { name: 'Your signs' })
  // The form starts on the first sign, the account's preferred size.
  await expect(signs.getByRole('button', { name: /Road sign/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await signs.getByRole('button', { name: /Shop window/ }).click()
  await expect(form.getByLabel('Width (px)')).toHaveValue('128')
  await expect(form.getByLabel('Height (px)')).toHaveValue('64')
  await expect(form.getByLabel('Colour depth')).toHaveValue('red-green')
  await expect(form.getByLabel('File type')).toHaveValue('avi')
  await expect(signs.getByRole('button', { name: /Shop window/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await seriousViolations(page)).toEqual([])
  await shootPart(page, 'order-form-signs', form)

  // Leave the demo account with its two seeded signs.
  await page.goto('/pages/account')
  for (const name of ['Shop window', 'Canopy']) {
    await section.getByRole('button', { name: `Delete ${name}` }).click()
    await expect(section.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
  }
})

// A new subscriber of its own: the demo Pro account's credits are counted exactly elsewhere.
test('a subscriber adds two signs (an uncompressed AVI, a GIF within 64 KB), picks one, and gets the clip for all of them: one file and one credit each', async ({
  page,
}) => {
  test.slow()
  await registerCustomer(page, 'Sam Signs')
  await subscribeToPro(page)
  await page.goto('/pages/account')
  const section = page.getByRole('region', { name: 'Your signs' })
  await addSign(section, { name: 'Road sign', width: '192', height: '96' }, async (form) => {
    await form.getByLabel('Format').selectOption('avi')
    await form.getByLabel('AVI frames').selectOption('raw')
  })
  await expect(section.getByRole('listitem').filter({ hasText: 'Road sign' })).toContainText(
    'AVI (uncompressed)',
  )
  await addSign(section, { name: 'Lobby board', width: '96', height: '48' }, async (form) => {
    await form.getByLabel('Format').selectOption('gif')
    await form.getByLabel('File-size budget (optional)').fill('64')
    await form.getByLabel('Unit').selectOption('KB')
  })

  await page.goto(PRODUCT)
  const form = page.getByRole('form', { name: 'Order form' })
  const signs = form.getByRole('group', { name: 'Your signs' })
  // The uncompressed AVI sign fills the form's AVI codec, and the form says the file's size.
  await signs.getByRole('button', { name: /Road sign/ }).click()
  await expect(form.getByLabel('File type')).toHaveValue('avi')
  await expect(form.getByLabel('AVI frames')).toHaveValue('raw')
  await expect(
    form.getByText(/^Uncompressed, this clip is a \d+ MB file at 192 x 96\.$/),
  ).toBeVisible()
  await shootPart(page, 'order-form-raw-avi', form)
  await signs.getByRole('button', { name: /Lobby board/ }).click()
  await expect(form.getByLabel('File type')).toHaveValue('gif')
  // The sign's memory budget fills the form's, so a single download fits the controller too.
  await expect(form.getByLabel('Max file size (KB)')).toHaveValue('64')
  await shootPart(page, 'order-form-budget', form)
  const before = await downloadsLeft(page)

  const all = form.getByRole('region', { name: 'All my signs' })
  await all.getByRole('button', { name: 'Get it for all my signs' }).click()
  await expect(all).toContainText(
    'Oil Change Special for your 2 signs: one file each. It uses 2 credits (one per sign; files you got before are free).',
  )
  expect(await seriousViolations(page, 'form')).toEqual([])
  await all.getByRole('button', { name: 'Get 2 files' }).click()
  const files = all.getByRole('list', { name: 'Files for your signs' })
  await expect(files.getByRole('link', { name: /^Save / })).toHaveCount(2, { timeout: 90_000 })
  await expect(files.getByRole('listitem').filter({ hasText: 'Road sign' })).toContainText(
    '192 × 96 · AVI',
  )
  await expect(
    files.getByRole('link', { name: 'Save oil-change-special_192x96-uncompressed.avi' }),
  ).toBeVisible()
  await expect(files.getByRole('listitem').filter({ hasText: 'Lobby board' })).toContainText(
    '96 × 48 · GIF · max 64 KB',
  )
  await expect(
    files.getByRole('link', { name: 'Save oil-change-special_96x48-max64KB.gif' }),
  ).toBeVisible()
  await shootPart(page, 'order-form-all-signs', form)
  await expect.poll(() => downloadsLeft(page)).toBe(before - 2)

  // The same files again cost nothing, and the form says so before anything is asked.
  await all.getByRole('button', { name: 'Get it for all my signs' }).click()
  await expect(all).toContainText('one file each. It uses no credit.')
  await all.getByRole('button', { name: 'Get 2 files' }).click()
  await expect(files.getByRole('link', { name: /^Save / })).toHaveCount(2, { timeout: 60_000 })
  await expect.poll(() => downloadsLeft(page)).toBe(before - 2)

  // The account keeps both files, each one download.
  await page.goto('/pages/account')
  const kept = page.getByRole('list', { name: 'Files of Oil Change Special' })
  await expect(kept.getByRole('listitem')).toHaveCount(2)
  await expect(kept).toContainText('GIF · 96 x 48 · letterboxed, full colour · max 64 KB')
  await expect(kept).toContainText('AVI · 192 x 96 · letterboxed, full colour · uncompressed')
})
