import { expect, type Response, test } from '@playwright/test'
import { registerCustomer } from '../support/accounts'
import { addClipAndOpenCart, PAYING_CARD, payOnSandbox, subscribeToPro } from '../support/checkout'
import { instanceAt, killProcess, type ProcessName, startProcess } from './cluster-control'

const PRODUCT = '/shop/shop-details/3'
const isDownloadRead = (response: Response) =>
  /^\/api\/downloads\/[^/]+$/.test(new URL(response.url()).pathname)
const isProgressStream = (response: Response) =>
  /^\/api\/downloads\/[^/]+\/events$/.test(new URL(response.url()).pathname)

test('an API instance killed while it streams a download: the download, a checkout and the restart go through the other', async ({
  page,
}) => {
  // A conversion, a checkout and an instance's restart, on a busy 2-core machine.
  test.setTimeout(180_000)
  await registerCustomer(page, 'Kit Killed')
  await subscribeToPro(page)
  await page.goto(PRODUCT)
  const form = page.getByRole('form', { name: 'Order form' })
  await form.getByLabel('Width (px)').fill('1280')
  await form.getByLabel('Height (px)').fill('640')
  await form.getByLabel('File type').selectOption('mp4')

  const streamOpened = page.waitForResponse(isProgressStream)
  const saved = page.waitForEvent('download')
  await form.getByRole('button', { name: 'Download Video in Requested Format' }).click()
  await page
    .getByRole('alertdialog', { name: 'Use a download credit?' })
    .getByRole('button', { name: 'Use 1 credit' })
    .click()
  // The instance that streams this download's progress dies while the worker converts.
  const victim = await instanceAt((await streamOpened).headers()['x-upstream'])
  const survivor: ProcessName = victim === 'api-a' ? 'api-b' : 'api-a'
  const readsAfter: Promise<ProcessName>[] = []
  page.on('response', (response) => {
    if (isDownloadRead(response)) readsAfter.push(instanceAt(response.headers()['x-upstream']))
  })
  await killProcess(victim)

  // The page falls back to reading the download, which the survivor answers, to the end.
  const download = await saved
  expect(download.suggestedFilename()).toMatch(/_1280x640\.mp4$/)
  await expect(page.getByRole('alertdialog', { name: 'Download done' })).toBeVisible()
  const answeredBy = await Promise.all(readsAfter)
  expect(answeredBy.length).toBeGreaterThan(0)
  expect(new Set(answeredBy)).toEqual(new Set([survivor]))

  // With one instance gone, a whole checkout still goes through (nginx passes over the dead one).
  await addClipAndOpenCart(page, 'Oil Change Special')
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(
    page.getByRole('heading', { name: 'Thank you, your payment is confirmed' }),
  ).toBeVisible()
  await expect(page.getByTestId('order-row')).toContainText('Paid')

  // Restarted, the instance takes requests again: nginx tries it after fail_timeout (10 s).
  await startProcess(victim)
  await expect
    .poll(async () => instanceAt((await page.request.get('/readyz')).headers()['x-upstream']), {
      timeout: 30_000,
    })
    .toBe(victim)
})
