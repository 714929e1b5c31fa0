import { expect, type Locator, test } from '@playwright/test'
import { fillSignIn, PRO } from '../support/accounts'
import { seriousViolations } from '../support/axe'
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
