import { ROUTE_PAGES } from '@marquee/core/route-pages'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

/** An address for each route of the page table (the router's own list, see route-meta.test). */
const ADDRESSES = Object.keys(ROUTE_PAGES)
  .filter((route) => !route.endsWith('*'))
  .map((route) => route.replace(':id', '1'))
/**
 * Pages behind sign-in, /login, which starts one, and /auth/callback, which ends one (alone
 * it goes home): the browser leaves them at once, so only the served HTML counts.
 */
const LEAVING = [
  '/login',
  '/auth/callback',
  '/pages/checkout',
  '/pages/checkout/success',
  '/pages/account',
  '/pages/licence/1',
  '/pages/manage-subscription',
]

interface Listed {
  id: number
  title: string
  price: number
  status: string
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const metaContent = (html: string, key: string, name: string) =>
  new RegExp(`<meta ${key}="${name}" content="([^"]*)"`).exec(html)?.[1]

/**
 * Without an interaction these pages start a sign-in and come back from the provider with one;
 * the round trip must end before the next address, or its redirect aborts the next page.goto.
 */
const STARTING_SIGN_IN = ['/pages/login', '/pages/register']

async function shownTitle(page: Page, address: string) {
  await page.goto(address)
  if (STARTING_SIGN_IN.includes(address)) await page.waitForURL(/[?&]interaction=/)
  await expect(page.locator('h1').first()).toBeVisible()
  return page.title()
}

/** Every route's title as served, then as the page shows it once its script has run. */
async function expectOwnTitles(page: Page, request: APIRequestContext) {
  const [product] = (await (await request.get('/api/products')).json()) as Listed[]
  const [post] = (await (await request.get('/api/blog')).json()) as { id: number }[]
  const addresses = [
    ...ADDRESSES,
    `/shop/shop-details/${product?.id}`,
    `/pages/blog-details/${post?.id}`,
  ]
  const served = new Map<string, string | undefined>()
  for (const address of addresses) {
    served.set(address, titleOf(await (await request.get(address)).text()))
  }
  const titles = [...served.values()]
  expect(titles.every(Boolean)).toBe(true)
  expect(new Set(titles).size, JSON.stringify([...served])).toBe(titles.length)

  for (const address of addresses.filter((candidate) => !LEAVING.includes(candidate))) {
    await shownTitle(page, address)
    await expect(page, address).toHaveTitle(served.get(address) ?? '')
  }
}

async function expectHeadFollowsPages(page: Page) {
  await page.goto('/shop')
  await expect(page).toHaveTitle('Shop LED sign clips · Marquee')
  await page.getByRole('link', { name: 'Bubble Car Wash Loop' }).first().click()
  await expect(page).toHaveTitle(/^Bubble Car Wash Loop, .* · Marquee$/)
  const canonical = page.locator('link[rel="canonical"]')
  await expect(canonical).toHaveAttribute('href', /\/shop\/shop-details\/\d+$/)
  // The shop's shell had no product data; none appeared for another product either.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
}

test('every route has its own title, in the served HTML and once the page runs', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await expectOwnTitles(page, request)
})

test('moving between pages keeps the head true to the page shown', async ({ page }) => {
  await expectHeadFollowsPages(page)
})

// The same checks in a phone's browser, against the same store: the phone layout renders other
// components (the menu drawer, the stacked product page) that must not write another head.
test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('every route has its own title once the page runs', async ({ page, request }) => {
    test.setTimeout(180_000)
    await expectOwnTitles(page, request)
  })

  test('moving between pages keeps the head true to the page shown', async ({ page }) => {
    await expectHeadFollowsPages(page)
  })
})

test("a product page's HTML holds its title, Open Graph tags and JSON-LD without script", async ({
  request,
  baseURL,
}) => {
  const listed = (await (await request.get('/api/products')).json()) as Listed[]
  const product = listed.find((candidate) => candidate.title === 'Headlight Restoration Promo')
  if (!product) throw new Error('Headlight Restoration Promo is not in the catalogue')
  const response = await request.get(`/shop/shop-details/${product.id}`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  const url = `${baseURL}/shop/shop-details/${product.id}`

  expect(titleOf(html)).toMatch(/^Headlight Restoration Promo, .* · Marquee$/)
  expect(metaContent(html, 'name', 'description')).toBeTruthy()
  expect(html).toContain(`<link rel="canonical" href="${url}" />`)
  expect(metaContent(html, 'property', 'og:title')).toBe(titleOf(html))
  expect(metaContent(html, 'property', 'og:type')).toBe('product')
  expect(metaContent(html, 'property', 'og:url')).toBe(url)
  expect(metaContent(html, 'property', 'og:image')).toMatch(new RegExp(`^${baseURL}/media/`))
  expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')

  const block = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1]
  const ld = JSON.parse(block ?? 'null')
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: 'Headlight Restoration Promo',
    offers: {
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
      url,
    },
  })
})

test('/sitemap.xml lists every product, and robots.txt points at it', async ({
  request,
  baseURL,
}) => {
  const listed = (await (await request.get('/api/products')).json()) as Listed[]
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/)
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
  const productLocs = locs.filter((loc) => loc?.includes('/shop/shop-details/'))
  expect(productLocs.sort()).toEqual(
    listed.map((product) => `${baseURL}/shop/shop-details/${product.id}`).sort(),
  )
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})
