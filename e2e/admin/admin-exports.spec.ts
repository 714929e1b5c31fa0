import { readFile } from 'node:fs/promises'
import { fillSignIn, registerCustomer } from '../support/accounts'
import { expect, test } from '../support/context-pages'
import { buyClip } from '../support/custom-orders'
import { shootScreen } from '../support/shots.ts'

const ADMIN = 'admin@marquee.local'

test('the owner exports the orders of a day and the file opens as a spreadsheet would read it', async ({
  newContextPage,
}) => {
  test.setTimeout(90_000)
  const customer = await newContextPage()
  const { email } = await registerCustomer(customer, 'Exa Export')
  const orderId = await buyClip(customer, email)
  expect(orderId).toBeGreaterThan(0)

  const shop = await newContextPage({ acceptDownloads: true })
  await shop.goto('/admin/orders')
  await fillSignIn(shop, ADMIN)
  await expect(shop.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  // Yesterday to today (UTC): the order stays in the range should the day turn meanwhile.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const [from, to] = [day(-1), day(0)]
  await shop.getByLabel('From').fill(from)
  await shop.getByLabel('To').fill(to)
  await shootScreen(shop, 'admin-orders-export')

  const download = shop.waitForEvent('download')
  await shop.getByRole('button', { name: 'Export CSV of orders' }).click()
  const file = await download
  const name = `marquee-orders-${from}-to-${to}.csv`
  expect(file.suggestedFilename()).toBe(name)
  await expect(shop.getByText('Exported orders')).toBeVisible()
  await expect(shop.getByText(new RegExp(`saved as ${name}`))).toBeVisible()

  const text = await readFile(await file.path(), 'utf8')
  expect(text.startsWith('\uFEFFreference,kind,created_at,paid_at,customer_email,item,')).toBe(true)
  const row = text.split('\r\n').find((line) => line.startsWith(`${orderId},`))
  expect(row, text.slice(0, 2000)).toContain(`,${email},Oil Change Special,`)
  expect(row).toMatch(/,paid,1,\d+\.\d\d,0\.00,\d+\.\d\d,\d+\.\d\d,0\.00,USD,/)
})
