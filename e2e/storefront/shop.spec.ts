import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

const cardTitles = (page: Page) =>
  page.getByTestId('product-card').getByRole('heading').allInnerTexts()

/** The price each card shows, in dollars (the current one, not a struck-through old one). */
const cardPrices = async (page: Page) =>
  (await page.getByTestId('product-card').locator('.font-bold').allInnerTexts())
    .filter((text) => text.startsWith('$'))
    .map((text) => Number(text.replace('$', '')))

/** How many listed clips carry `brand` now (the back-office test may add one to the store). */
const clipsOfBrand = async (request: APIRequestContext, brand: string) =>
  ((await (await request.get('/api/products')).json()) as { brand: string }[]).filter(
    (product) => product.brand === brand,
  ).length

const isSorted = (values: number[], direction: 1 | -1) =>
  values.every((value, i) => i === 0 || direction * (value - (values[i - 1] ?? 0)) >= 0)

test('the shop lists the first page of clips with the count, sorts and switches to list view', async ({
  page,
  request,
}) => {
  const total = ((await (await request.get('/api/products')).json()) as unknown[]).length
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Page' })).toBeVisible()
  await expect(page.getByText(`Showing 1-12 of ${total} results`)).toBeVisible()
  await expect(page.getByTestId('product-card')).toHaveCount(12)

  const sort = page.getByLabel('Sort products')
  await sort.selectOption({ label: 'Price High To Low' })
  await expect(page).toHaveURL(/sortBy=high/)
  await expect.poll(async () => (await cardTitles(page))[0]).toBe('Dealership Grand Opening')
  expect(isSorted(await cardPrices(page), -1)).toBe(true)
  await sort.selectOption({ label: 'Price Low To High' })
  await expect(page).toHaveURL(/sortBy=low/)
  await expect.poll(async () => (await cardPrices(page))[0]).toBe(9)
  expect(isSorted(await cardPrices(page), 1)).toBe(true)
  await sort.selectOption({ label: 'Default Sorting' })
  await expect.poll(async () => (await cardTitles(page))[0]).toBe('Back to School Welcome')
  const titles = await cardTitles(page)
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))

  await page.getByRole('button', { name: 'List view' }).click()
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const firstCard = page.getByTestId('product-card').first()
  await expect(firstCard.getByRole('listitem')).toHaveCount(3)
})

test('the shop and the search page take their first listing from the preload: one request each', async ({
  page,
}) => {
  const listings: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/products/search')) listings.push(request.url())
  })
  for (const path of ['/shop?sortBy=low', '/shop/search?searchText=oil-change']) {
    listings.length = 0
    await page.goto(path)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(listings, path).toHaveLength(1)
    const preload = page.locator('link[rel="preload"][as="fetch"]')
    expect(new URL(listings[0] ?? '').pathname + new URL(listings[0] ?? '').search).toBe(
      await preload.getAttribute('href'),
    )
  }
})

test('filters merge into the address and keep the other parameters', async ({ page, request }) => {
  const pixelForge = await clipsOfBrand(request, 'Pixel Forge')
  await page.goto('/shop?sortBy=low')
  await page
    .getByRole('complementary')
    .getByRole('button', { name: /Pixel Forge/ })
    .click()
  await expect(page).toHaveURL(/sortBy=low/)
  await expect(page).toHaveURL(/brand=Pixel(\+|%20)Forge/)
  await expect(page.getByText(`Showing 1-${pixelForge} of ${pixelForge} results`)).toBeVisible()
  await expect.poll(async () => (await cardTitles(page))[0]).toBe('Oil Change Special')
  expect((await cardTitles(page)).at(-1)).toBe('Tire Sale Countdown')
})

test('shop-right resets to the plain shop', async ({ page, request }) => {
  const brightbox = await clipsOfBrand(request, 'Brightbox')
  expect(brightbox).toBeGreaterThanOrEqual(8)
  await page.goto('/shop/shop-right?brand=Brightbox')
  await expect(page.getByText(`Showing 1-${brightbox} of ${brightbox} results`)).toBeVisible()
  await expect(
    page.getByTestId('product-card').filter({ hasText: 'Bubble Car Wash Loop' }),
  ).toHaveCount(1)
  await page.getByRole('button', { name: 'Reset Filter' }).click()
  await expect(page).toHaveURL(/\/shop$/)
  await expect(page.getByText(/^Showing 1-12 of \d+ results$/)).toBeVisible()
  await expect(page.getByTestId('product-card')).toHaveCount(12)
})

test('an empty result shows the oops sign and leads back to the shop', async ({ page }) => {
  await page.goto('/shop?brand=No%20Such%20Brand')
  await expect(page.getByRole('img', { name: /Oops/ })).toBeVisible()
  await page.getByRole('link', { name: 'Continue Shopping' }).click()
  await expect(page).toHaveURL(/\/shop$/)
})

test('an unknown product id goes to /404', async ({ page }) => {
  await page.goto('/shop/shop-details/999999')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByText('Nothing To See Here!')).toBeVisible()
})

test('the product page loops its clip in a sign frame with a play toggle', async ({ page }) => {
  await page.goto('/shop/shop-details/1')
  await expect(page.getByRole('heading', { name: 'Oil Change Special' }).first()).toBeVisible()
  const video = page.locator('video').first()
  await expect(video).toHaveAttribute('loop', '')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  await page.getByRole('button', { name: 'Pause preview' }).click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
  await page.getByRole('button', { name: 'Play preview' }).click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  // The rating's link leads to the reviews, which render on the way.
  await page.getByRole('link', { name: /^\(\d+ reviews?\)$/ }).click()
  await expect(page.getByRole('tab', { name: /Reviews \(\d+\)/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('button', { name: 'Post comment' })).toBeInViewport()
})

test('the description and related clips render as the visitor scrolls down to them', async ({
  page,
}) => {
  await page.goto('/shop/shop-details/1')
  await expect(page.getByTestId('order-panel')).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(0)
  await expect(page.getByTestId('product-card')).toHaveCount(0)
  await page.locator('#reviews').scrollIntoViewIfNeeded()
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('heading', { name: 'Related Products' })).toBeVisible()
  await expect(page.getByTestId('product-card')).toHaveCount(4)
})
