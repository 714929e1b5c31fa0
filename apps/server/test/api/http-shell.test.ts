import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const webDist = mkdtempSync(path.join(tmpdir(), 'marquee-web-'))
let testApp: TestApp
const script = `export const sign = "${'x'.repeat(4000)}"\n`

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'))
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Marquee</title></head><body></body></html>',
  )
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)')
  // A script the build wrote compressed too (apps/web build/precompress.ts).
  writeFileSync(path.join(webDist, 'assets', 'big-abc.js'), script)
  writeFileSync(path.join(webDist, 'assets', 'big-abc.js.br'), brotliCompressSync(script))
  writeFileSync(path.join(webDist, 'assets', 'big-abc.js.gz'), gzipSync(script))
  // What the web build writes beside index.html (apps/web build/route-chunks.ts).
  writeFileSync(
    path.join(webDist, 'route-chunks.json'),
    JSON.stringify({
      '/pages/faq': ['assets/faq-f1.js', 'assets/content-page-c1.js'],
      '/pages/blog-details/:id': ['assets/blog-details-b1.js'],
      '/pages/account': ['assets/account-a1.js'],
    }),
  )
  testApp = await createTestApp({ WEB_DIST_DIR: webDist })
})

afterAll(async () => {
  await testApp.close()
  rmSync(webDist, { recursive: true, force: true })
})

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await testApp.app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await testApp.app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ status: 'ready', ffmpeg: { ok: true } })
  })
})

describe('errors', () => {
  it('answers an unknown API path with the JSON 404', async () => {
    const response = await testApp.app.inject('/api/no-such-thing')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No route for GET /api/no-such-thing',
    })
  })

  it('answers bad input with 400 naming the field', async () => {
    const response = await testApp.app.inject('/api/productDetails/abc')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    expect(response.json().message).toMatch(/^id: /)
  })

  it('answers an unknown product with a JSON 404', async () => {
    const response = await testApp.app.inject('/api/productDetails/999999')
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('No product with id 999999')
  })
})

describe('media', () => {
  const clip = '/media/products/oil-change-special/clip.mp4'

  it('serves a clip as video/mp4 that accepts ranges', async () => {
    const response = await testApp.app.inject(clip)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('video/mp4')
    expect(response.headers['accept-ranges']).toBe('bytes')
  })

  it('answers a Range request with 206 and the asked bytes', async () => {
    const response = await testApp.app.inject({ url: clip, headers: { range: 'bytes=0-99' } })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-type']).toBe('video/mp4')
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/)
    expect(response.rawPayload).toHaveLength(100)
  })

  it('serves posters as images', async () => {
    const response = await testApp.app.inject('/media/products/oil-change-special/poster.webp')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
  })

  it('answers an unknown file with a JSON 404, not the storefront page', async () => {
    for (const url of [
      '/media/no-such-file.mp4',
      '/media/products/oil-change-special/no-such-clip.mp4',
      '/media/products/no-such-product/',
      '/media',
    ]) {
      const response = await testApp.app.inject(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('does not escape the media folder', async () => {
    for (const url of ['/media/%2e%2e/package.json', '/media/..%2fpackage.json']) {
      const response = await testApp.app.inject(url)
      expect(response.body).not.toContain('@marquee/server')
    }
  })
})

describe('security headers', () => {
  it("sends a page's policy on pages and a no-sources policy on API answers, both unframeable", async () => {
    const page = await testApp.app.inject('/home/home-style-4')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    for (const url of ['/api/categories', '/api/no-such-thing']) {
      const answer = await testApp.app.inject(url)
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
    for (const url of ['/home/home-style-4', '/api/categories', '/api/no-such-thing']) {
      const response = await testApp.app.inject(url)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
  })
})

describe('storefront', () => {
  it('serves index.html, never cached, for every page path', async () => {
    const pages = {
      '/': 200,
      '/home/home-style-4': 200,
      '/shop/shop-details/1': 200,
      '/no/such/page': 404,
    }
    for (const [url, status] of Object.entries(pages)) {
      const response = await testApp.app.inject(url)
      expect(response.statusCode).toBe(status)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      // The page's own title replaces the build's.
      expect(response.body).toMatch(/<title>[^<]+ · Marquee<\/title>/)
      expect(response.body).not.toContain('<title>Marquee</title>')
    }
  })

  it('puts the runtime config in a meta tag and preloads the hero poster', async () => {
    const config = (await testApp.app.inject('/api/config')).json()
    const response = await testApp.app.inject('/home/home-style-4')
    const meta = /<meta name="marquee-config" content="([^"]*)" \/>/.exec(response.body)
    expect(meta).not.toBeNull()
    const decoded = (meta?.[1] ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&')
    expect(JSON.parse(decoded)).toEqual(config)
    expect(response.body).toMatch(/<link rel="preload" as="image" href="\/media\/[^"]+"/)
    // Exactly the URL the home page fetches, so its fetch() takes the preloaded answer.
    expect(response.body).toContain(
      '<link rel="preload" as="fetch" href="/api/products?limit=24" crossorigin />',
    )
    expect(response.body.indexOf('marquee-config')).toBeLessThan(response.body.indexOf('</head>'))
  })

  it("preloads a product page's poster", async () => {
    const product = (await testApp.app.inject('/api/productDetails/1')).json()
    const response = await testApp.app.inject('/shop/shop-details/1')
    expect(response.body).toContain(`<link rel="preload" as="image" href="${product.img}"`)
    expect(response.body).toContain(
      '<link rel="preload" as="fetch" href="/api/productDetails/1" crossorigin />',
    )
    const missing = await testApp.app.inject('/shop/shop-details/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.body).not.toContain('rel="preload"')
  })

  it("preloads a listing's first answer and its first poster, as the storefront asks for them", async () => {
    // Each page's address and the API call its first render makes (core's listing-query.ts).
    const pages = {
      '/shop': '/api/products/search?page=1&pageSize=12',
      '/shop/shop-right?sortBy=low&brand=Lumen+%26+Co&utm_source=x':
        '/api/products/search?brand=Lumen+%26+Co&sortBy=low&page=1&pageSize=12',
      '/shop?page=abc&minPrice=-3': '/api/products/search?page=1&pageSize=12',
      '/shop/search?searchText=oil-change': '/api/products/search?q=oil+change&page=1&pageSize=12',
    }
    for (const [url, data] of Object.entries(pages)) {
      const listing = (await testApp.app.inject(data)).json()
      const html = (await testApp.app.inject(url)).body.replaceAll('&amp;', '&')
      expect(html, url).toContain(`<link rel="preload" as="fetch" href="${data}" crossorigin />`)
      expect(html, url).toContain(
        `<link rel="preload" as="image" href="${listing.results[0].img}" fetchpriority="high" />`,
      )
    }
  })

  it("preloads a lazily loaded page's scripts and the API answer it renders first", async () => {
    const faq = (await testApp.app.inject('/pages/faq')).body
    expect(faq).toContain('<link rel="modulepreload" href="/assets/faq-f1.js" crossorigin />')
    expect(faq).toContain(
      '<link rel="modulepreload" href="/assets/content-page-c1.js" crossorigin />',
    )
    expect(faq).toContain('<link rel="preload" as="fetch" href="/api/pages/faq" crossorigin />')
    // The data preload is exactly the answer the page asks for.
    expect((await testApp.app.inject('/api/pages/faq')).statusCode).toBe(200)

    const entries = (await testApp.app.inject('/api/blog')).json()
    const second = entries[1]
    const post = (await testApp.app.inject(`/pages/blog-details/${second.id}`)).body
    expect(post).toContain(
      '<link rel="modulepreload" href="/assets/blog-details-b1.js" crossorigin />',
    )
    expect(post).toContain('<link rel="preload" as="fetch" href="/api/blog" crossorigin />')
    // A post's picture is its page's largest; a list's is its first card's.
    expect(post).toContain(
      `<link rel="preload" as="image" href="${second.img}" fetchpriority="high" />`,
    )
    expect((await testApp.app.inject('/pages/blog-2-col')).body).toContain(
      `<link rel="preload" as="image" href="${entries[0].img}" fetchpriority="high" />`,
    )
    expect((await testApp.app.inject('/pages/subscribe')).body).toContain(
      '<link rel="preload" as="fetch" href="/api/plans" crossorigin />',
    )
    expect((await testApp.app.inject('/pages/account')).body).toContain(
      '<link rel="modulepreload" href="/assets/account-a1.js" crossorigin />',
    )
    // The shop and the home pages are in the main script; an unknown page has no route code.
    for (const url of ['/shop', '/', '/home/home-style-4', '/no/such/page']) {
      expect((await testApp.app.inject(url)).body, url).not.toContain('modulepreload')
    }
  })

  it("preloads the identity provider's discovery document on a page behind sign-in", async () => {
    const discovery =
      '<link rel="preload" as="fetch" href="/oidc/.well-known/openid-configuration" crossorigin />'
    for (const url of ['/pages/account', '/pages/checkout', '/pages/licence/3']) {
      expect((await testApp.app.inject(url)).body, url).toContain(discovery)
    }
    for (const url of ['/pages/login', '/pages/faq', '/shop/cart']) {
      expect((await testApp.app.inject(url)).body, url).not.toContain('openid-configuration')
    }
    // Exactly the document the sign-in library reads.
    const answer = await testApp.app.inject('/oidc/.well-known/openid-configuration')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().authorization_endpoint).toMatch(/\/oidc\/auth$/)
  })

  it('preloads nothing for an empty listing or a search page with nothing to search', async () => {
    for (const url of ['/shop?brand=No+Such+Brand', '/shop/search', '/shop/search?sortBy=low']) {
      const response = await testApp.app.inject(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).not.toContain('rel="preload"')
    }
  })

  it("sends a script's Brotli or gzip file as the build wrote it, and the script to a client that takes neither", async () => {
    const br = await testApp.app.inject({
      url: '/assets/big-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true)
    const gzip = await testApp.app.inject({
      url: '/assets/big-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script)
    const plain = await testApp.app.inject({
      url: '/assets/big-abc.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('caches hashed assets for a year as immutable', async () => {
    const response = await testApp.app.inject('/assets/index-abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('does not answer API mistakes with the page', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/home/home-style-4' })
    expect(response.statusCode).toBe(404)
    expect(response.json().statusCode).toBe(404)
  })
})
