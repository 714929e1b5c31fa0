import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { products } from '../../src/db/schema.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const PUBLIC_URL = 'https://clips.example.test'
const webDist = mkdtempSync(path.join(tmpdir(), 'marquee-web-'))
let testApp: TestApp

interface ListedProduct {
  id: number
  title: string
  price: number
  status: string
  reviews: unknown[]
}

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'))
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html lang="en"><head>
    <meta charset="UTF-8" />
    <meta name="description" content="The build's own description." />
    <title>Marquee · Animated clips for LED signs</title>
  </head><body><div id="root"></div></body></html>`,
  )
  testApp = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL })
})

afterAll(async () => {
  await testApp.close()
  rmSync(webDist, { recursive: true, force: true })
})

async function listedProducts(): Promise<ListedProduct[]> {
  return (await testApp.app.inject(`/api/products?all=${Date.now()}`)).json()
}

async function productNamed(title: string): Promise<ListedProduct> {
  const product = (await listedProducts()).find((candidate) => candidate.title === title)
  if (!product) throw new Error(`no product ${title}`)
  return product
}

/** The page's head as a crawler that runs no script reads it. */
function readHead(html: string) {
  const document = parseDocument(html)
  const elements: { name: string; attribs: Record<string, string>; text: string }[] = []
  const walk = (node: unknown) => {
    const element = node as {
      type?: string
      name?: string
      attribs?: Record<string, string>
      children?: unknown[]
    }
    if (element.name && element.attribs) {
      const text = (element.children ?? [])
        .map((child) => (child as { data?: string }).data ?? '')
        .join('')
      elements.push({ name: element.name, attribs: element.attribs, text })
    }
    for (const child of element.children ?? []) walk(child)
  }
  walk(document)
  const meta = (key: 'name' | 'property', value: string) =>
    elements
      .filter((el) => el.name === 'meta' && el.attribs[key] === value)
      .map((el) => el.attribs.content)
  return {
    titles: elements.filter((el) => el.name === 'title').map((el) => el.text),
    meta,
    canonicals: elements
      .filter((el) => el.name === 'link' && el.attribs.rel === 'canonical')
      .map((el) => el.attribs.href),
    jsonLd: elements
      .filter((el) => el.name === 'script' && el.attribs.type === 'application/ld+json')
      .map((el) => JSON.parse(el.text)),
    scripts: elements.filter((el) => el.name === 'script').length,
    handlers: elements.filter((el) =>
      Object.keys(el.attribs).some((name) => name.startsWith('on')),
    ),
  }
}

describe('a product page without script', () => {
  it('holds its title, description, canonical, Open Graph, Twitter and JSON-LD', async () => {
    const product = await productNamed('Oil Change Special')
    const response = await testApp.app.inject(`/shop/shop-details/${product.id}`)
    expect(response.statusCode).toBe(200)
    const head = readHead(response.body)
    const url = `${PUBLIC_URL}/shop/shop-details/${product.id}`

    expect(head.titles).toEqual([expect.stringMatching(/^Oil Change Special, .* · Marquee$/)])
    expect(head.meta('name', 'description')).toHaveLength(1)
    expect(head.meta('name', 'description')[0]).not.toBe("The build's own description.")
    expect(head.canonicals).toEqual([url])
    expect(head.meta('property', 'og:title')).toEqual(head.titles)
    expect(head.meta('property', 'og:type')).toEqual(['product'])
    expect(head.meta('property', 'og:url')).toEqual([url])
    expect(head.meta('property', 'og:image')[0]).toMatch(
      new RegExp(`^${PUBLIC_URL}/media/products/oil-change-special/`),
    )
    expect(head.meta('name', 'twitter:card')).toEqual(['summary_large_image'])
    expect(head.meta('name', 'twitter:title')).toEqual(head.titles)
    expect(head.meta('name', 'robots')).toEqual([])

    expect(head.jsonLd).toHaveLength(1)
    const [ld] = head.jsonLd
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Oil Change Special',
      sku: String(product.id),
      brand: { '@type': 'Brand' },
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'USD',
        availability:
          product.status === 'in-stock'
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
        url,
      },
    })
    expect(ld.image[0]).toMatch(new RegExp(`^${PUBLIC_URL}/media/`))
    if (product.reviews.length > 0) {
      expect(ld.aggregateRating).toMatchObject({ reviewCount: product.reviews.length })
    }
  })

  it("never carries another page's tags, and each address has its own ETag", async () => {
    const [first, second] = await listedProducts()
    if (!first || !second) throw new Error('the seed has fewer than two products')
    const one = await testApp.app.inject(`/shop/shop-details/${first.id}`)
    const two = await testApp.app.inject(`/shop/shop-details/${second.id}`)
    expect(two.body).not.toContain(first.title)
    expect(readHead(two.body).canonicals).toEqual([`${PUBLIC_URL}/shop/shop-details/${second.id}`])
    expect(one.headers.etag).toBeDefined()
    expect(one.headers.etag).not.toBe(two.headers.etag)

    const again = await testApp.app.inject({
      url: `/shop/shop-details/${first.id}`,
      headers: { 'if-none-match': String(one.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    const other = await testApp.app.inject({
      url: `/shop/shop-details/${second.id}`,
      headers: { 'if-none-match': String(one.headers.etag) },
    })
    expect(other.statusCode).toBe(200)
  })

  it('escapes a hostile title everywhere it is written', async () => {
    const product = await productNamed('Tire Sale Countdown')
    const hostile = `Brakes</script><script>alert(1)</script>" onload="x' <!--`
    await testApp.database.db
      .update(products)
      .set({ title: hostile })
      .where(eq(products.id, product.id))
    await vi.waitFor(async () => {
      expect((await testApp.app.inject(`/api/productDetails/${product.id}`)).json().title).toBe(
        hostile,
      )
    })

    const response = await testApp.app.inject(`/shop/shop-details/${product.id}`)
    expect(response.body).not.toContain('<script>alert(1)')
    const head = readHead(response.body)
    // Only the JSON-LD block: the data opened no script element of its own.
    expect(head.scripts).toBe(1)
    expect(head.handlers).toEqual([])
    expect(head.titles).toEqual([expect.stringContaining(hostile)])
    expect(head.meta('property', 'og:title')).toEqual(head.titles)
    expect(head.jsonLd[0].name).toBe(hostile)
    expect(response.body).toContain('Brakes\\u003c/script>\\u003cscript>')
  })
})

describe('other pages', () => {
  it('answers a missing product with 404, the shell and noindex', async () => {
    const response = await testApp.app.inject('/shop/shop-details/999999')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    const head = readHead(response.body)
    expect(head.titles).toEqual(['Page not found · Marquee'])
    expect(head.meta('name', 'robots')).toEqual(['noindex'])
    expect(head.jsonLd).toEqual([])
    expect((await testApp.app.inject('/no/such/page')).statusCode).toBe(404)
  })

  it('gives every public page its own title, description and canonical', async () => {
    const home = readHead((await testApp.app.inject('/home/home-style-4')).body)
    const shop = readHead((await testApp.app.inject('/shop')).body)
    expect(home.titles).toEqual(['Animated clips for LED signs · Marquee'])
    expect(shop.titles).toEqual(['Shop LED sign clips · Marquee'])
    expect(shop.meta('name', 'description')).toHaveLength(1)
    expect(shop.canonicals).toEqual([`${PUBLIC_URL}/shop`])
    expect(shop.meta('property', 'og:url')).toEqual([`${PUBLIC_URL}/shop`])
    // Another layout of the same home names the default one.
    const style2 = readHead((await testApp.app.inject('/home/home-style-2')).body)
    expect(style2.titles[0]).not.toBe(home.titles[0])
    expect(style2.canonicals).toEqual([`${PUBLIC_URL}/home/home-style-4`])
  })

  it('keeps the page number in a canonical and drops filters and sort', async () => {
    const canonical = async (url: string) =>
      readHead((await testApp.app.inject(url)).body).canonicals
    expect(await canonical('/shop?page=2')).toEqual([`${PUBLIC_URL}/shop?page=2`])
    expect(await canonical('/shop?page=1&sortBy=price-low')).toEqual([`${PUBLIC_URL}/shop`])
    expect(await canonical('/shop/shop-4-col?brand=Acme&page=3')).toEqual([
      `${PUBLIC_URL}/shop?page=3`,
    ])
    expect(await canonical('/shop?category=Automotive&color=red&minPrice=5')).toEqual([
      `${PUBLIC_URL}/shop?category=Automotive`,
    ])
    expect(await canonical('/shop/search?searchText=oil-change&sortBy=price-low')).toEqual([
      `${PUBLIC_URL}/shop/search?searchText=oil-change`,
    ])
  })

  it('marks a customer’s own pages noindex', async () => {
    const cart = readHead((await testApp.app.inject('/shop/cart')).body)
    expect(cart.titles).toEqual(['Cart · Marquee'])
    expect(cart.meta('name', 'robots')).toEqual(['noindex'])
  })
})

describe('sitemap and robots', () => {
  const sitemapLocs = async () => {
    const response = await testApp.app.inject(`/sitemap.xml`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/xml/)
    expect(XMLValidator.validate(response.body)).toBe(true)
    const parsed = new XMLParser().parse(response.body)
    const urls = [parsed.urlset.url].flat() as { loc: string; lastmod: string }[]
    for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false)
    return urls.map((url) => url.loc)
  }

  it('lists every product, the public pages, categories and blog posts as valid XML', async () => {
    const locs = await sitemapLocs()
    for (const product of await listedProducts()) {
      expect(locs).toContain(`${PUBLIC_URL}/shop/shop-details/${product.id}`)
    }
    expect(locs).toContain(`${PUBLIC_URL}/shop`)
    expect(locs).toContain(`${PUBLIC_URL}/home/home-style-4`)
    expect(locs).toContain(`${PUBLIC_URL}/pages/faq`)
    expect(locs).toContain(`${PUBLIC_URL}/shop?category=Automotive`)
    expect(locs.some((loc) => loc.startsWith(`${PUBLIC_URL}/pages/blog-details/`))).toBe(true)
    expect(locs).not.toContain(`${PUBLIC_URL}/shop/cart`)
    expect(locs).not.toContain(`${PUBLIC_URL}/shop/shop-right`)
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('lists a new product once the catalogue changes', async () => {
    const before = await sitemapLocs()
    const [template] = await testApp.database.db.select().from(products).limit(1)
    if (!template) throw new Error('no products')
    const { id: _id, searchVector, rankVector, titleKey, ...copy } = template
    const [added] = await testApp.database.db
      .insert(products)
      .values({ ...copy, slug: 'sitemap-newcomer', title: 'Sitemap Newcomer' })
      .returning({ id: products.id })
    const loc = `${PUBLIC_URL}/shop/shop-details/${added?.id}`
    expect(before).not.toContain(loc)
    await vi.waitFor(async () => {
      expect(await sitemapLocs()).toContain(loc)
    })
  })

  it('leaves an unpublished product out and lists it again once published', async () => {
    const [first] = await listedProducts()
    if (!first) throw new Error('no products')
    const loc = `${PUBLIC_URL}/shop/shop-details/${first.id}`
    const publish = (published: boolean) =>
      testApp.database.db.update(products).set({ published }).where(eq(products.id, first.id))
    await publish(false)
    await vi.waitFor(async () => {
      expect(await sitemapLocs()).not.toContain(loc)
    })
    await publish(true)
    await vi.waitFor(async () => {
      expect(await sitemapLocs()).toContain(loc)
    })
  })

  it('answers robots.txt: the store open, private pages closed, the sitemap named', async () => {
    const response = await testApp.app.inject('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    const lines = response.body.split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/api/', '/admin', '/dev/', '/pages/account', '/pages/checkout']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    for (const open of ['/shop', '/home', '/pages/blog', '/shop/search']) {
      expect(lines).not.toContain(`Disallow: ${open}`)
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })
})
