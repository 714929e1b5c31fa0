import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CONTENT_PAGE_SLUGS } from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../src/db/schema.ts'
import { seedContentPages } from '../../src/seed/content-pages-data.ts'
import { adminTestStore, customerHeaders } from '../helpers/admin.ts'

/**
 * The shop's pages edited in the back office (issue 26): a save shows on the public page at
 * once, leaves the replaced version in the audit log, can be undone from there, hides a page
 * from the shop and the sitemap, and no Markdown reaches a browser as live script.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'marquee-content-web-'))
mkdirSync(path.join(webDist, 'assets'))
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Marquee</title></head><body><div id="root"></div></body></html>',
)
const store = adminTestStore({ WEB_DIST_DIR: webDist })
let staff: Record<string, string>
let customer: Record<string, string>

beforeAll(async () => {
  staff = await customerHeaders(store.app, 'staff@marquee.local')
  customer = await customerHeaders(store.app)
})
afterAll(() => rmSync(webDist, { recursive: true, force: true }))

const about = seedContentPages.find((page) => page.slug === 'about-us')
if (!about) throw new Error('no seeded About page')

const publicPage = (slug: string) => store.app.inject(`/api/pages/${slug}`)
const save = (slug: string, payload: object, headers = store.admin) =>
  store.app.inject({ method: 'PUT', url: `/api/admin/content/pages/${slug}`, payload, headers })
const history = async (slug: string) =>
  (
    await store.app.inject({
      url: `/api/admin/content/pages/${slug}/history`,
      headers: store.admin,
    })
  ).json()

async function sitemap(): Promise<Map<string, string>> {
  const response = await store.app.inject('/sitemap.xml')
  const urls = [new XMLParser().parse(response.body).urlset.url].flat() as {
    loc: string
    lastmod: string
  }[]
  return new Map(urls.map((url) => [new URL(url.loc).pathname, url.lastmod]))
}

describe('the public pages', () => {
  it('serves every page from the database with the words the storefront had', async () => {
    for (const slug of CONTENT_PAGE_SLUGS) {
      const response = await publicPage(slug)
      expect(response.statusCode, slug).toBe(200)
    }
    const page = (await publicPage('about-us')).json()
    expect(page.title).toBe('About Us')
    expect(page.intro).toContain('Marquee makes short, looping animations')
    expect(page.sections.map((section: { heading: string }) => section.heading)).toEqual([
      'Why we started',
      'How our clips are made',
      'Who we work with',
    ])
    const faq = (await publicPage('faq')).json()
    expect(faq.sections[0].heading).toBe('What size will my clip be?')
    expect((await publicPage('no-such-page')).statusCode).toBe(404)
    const odd = await publicPage('%00')
    expect(odd.statusCode).toBe(400)
    expect(odd.json().message).toContain('slug')
  })
})

describe('editing a page', () => {
  it('shows the saved words on the public page at once and keeps the old ones in the history', async () => {
    const saved = await save('about-us', {
      title: 'About Marquee',
      body: 'We are **three** people.\n\n## Our studio\n\nIn Leeds.',
      published: true,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ title: 'About Marquee', updatedBy: 'admin@marquee.local' })
    const page = (await publicPage('about-us')).json()
    expect(page).toMatchObject({
      title: 'About Marquee',
      intro: '<p>We are <strong>three</strong> people.</p>',
      sections: [{ heading: 'Our studio', html: '<p>In Leeds.</p>' }],
    })
    const [entry] = await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'content-page'), eq(auditLog.entityId, 'about-us')))
    expect(entry?.action).toBe('content-page.update')
    expect(entry?.before).toEqual({ title: about.title, body: about.body, published: true })

    const versions = await history('about-us')
    expect(
      versions.map((version: { kind: string; title: string }) => [version.kind, version.title]),
    ).toEqual([
      ['saved', 'About Marquee'],
      ['original', 'About Us'],
    ])
    expect(versions[0].actorEmail).toBe('admin@marquee.local')
  })

  it('restores a version by saving it again, which the history records too', async () => {
    const [, original] = await history('about-us')
    const restored = await save('about-us', {
      title: original.title,
      body: original.body,
      published: original.published,
    })
    expect(restored.statusCode).toBe(200)
    expect((await publicPage('about-us')).json().title).toBe('About Us')
    const versions = await history('about-us')
    expect(versions.map((version: { kind: string }) => version.kind)).toEqual([
      'saved',
      'saved',
      'original',
    ])
    expect(versions[0].body).toBe(about.body)
  })

  it('is open to staff as well as the owner, and closed to customers', async () => {
    const body = { title: 'FAQ', body: '## Is staff allowed?\n\nYes.', published: true }
    expect((await save('faq', body, staff)).statusCode).toBe(200)
    expect((await history('faq'))[0].actorEmail).toBe('staff@marquee.local')
    expect((await save('faq', body, customer)).statusCode).toBe(403)
    const read = await store.app.inject({ url: '/api/admin/content/pages', headers: customer })
    expect(read.statusCode).toBe(403)
  })

  it.each([
    ['an empty title', { title: '  ', body: 'x', published: true }, 'title'],
    ['a title on two lines', { title: 'A\nB', body: 'x', published: true }, 'title'],
    [
      'a body over 50,000 characters',
      { title: 'T', body: 'x'.repeat(50_001), published: true },
      'body',
    ],
    ['no published flag', { title: 'T', body: 'x' }, 'published'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_, payload, field) => {
    const response = await save('usage-policy', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(field)
    expect((await publicPage('usage-policy')).json().title).toBe('Usage Policy')
  })

  it('answers 404 naming the slug for a page that does not exist', async () => {
    const response = await save('blog', { title: 'T', body: 'x', published: true })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toContain('slug')
  })
})

const XSS = [
  '<script>alert(1)</script>',
  '<img src="/x.png" onerror="alert(1)">',
  '[a](javascript:alert(1))',
  '<a href="JaVaScRiPt:alert(1)">b</a>',
  '[c](data:text/html;base64,PHNjcmlwdD4=)',
  '<iframe src="https://evil.test/"></iframe>',
  '<style>body{display:none}</style>',
  '<div style="position:fixed" onclick="alert(1)">d</div>',
].join('\n\n')
const LIVE = /<script|onerror|onclick|javascript:|data:|<iframe|<style|style=/i

describe('Markdown with script in it', () => {
  it('reaches the public page and the preview inert', async () => {
    const body = `Intro ${XSS}\n\n## Section\n\n${XSS}`
    expect(
      (await save('return-policy', { title: 'Return Policy', body, published: true })).statusCode,
    ).toBe(200)
    const served = (await publicPage('return-policy')).body
    expect(served).toContain('Intro')
    expect(served).not.toMatch(LIVE)
    const preview = await store.app.inject({
      method: 'POST',
      url: '/api/admin/content/preview',
      payload: { body },
      headers: staff,
    })
    expect(preview.statusCode).toBe(200)
    expect(preview.body).not.toMatch(LIVE)
    expect(preview.json().sections[0].heading).toBe('Section')
  })

  it('refuses a preview over the size limit with 400 naming the body', async () => {
    const preview = await store.app.inject({
      method: 'POST',
      url: '/api/admin/content/preview',
      payload: { body: 'x'.repeat(50_001) },
      headers: store.admin,
    })
    expect(preview.statusCode).toBe(400)
    expect(preview.json().message).toContain('body')
  })
})

describe('hiding a page', () => {
  it('takes it off the shop (404) and the sitemap; publishing it brings it back with its date', async () => {
    const before = await sitemap()
    expect(before.has('/pages/delivery-information')).toBe(true)
    const policy = seedContentPages.find((page) => page.slug === 'delivery-information')
    if (!policy) throw new Error('no seeded delivery page')
    const hidden = await save('delivery-information', { ...policy, published: false })
    expect(hidden.statusCode).toBe(200)
    expect((await publicPage('delivery-information')).statusCode).toBe(404)
    expect((await store.app.inject('/pages/delivery-information')).statusCode).toBe(404)
    expect((await sitemap()).has('/pages/delivery-information')).toBe(false)

    const shown = await save('delivery-information', { ...policy, published: true })
    expect((await store.app.inject('/pages/delivery-information')).statusCode).toBe(200)
    const lastmod = (await sitemap()).get('/pages/delivery-information')
    const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)
    expect(seconds(lastmod ?? '')).toBe(seconds(shown.json().updatedAt))
  })
})

describe('saves at the same moment', () => {
  it('each leave the version they replaced: 20 saves chain from the original to the last', async () => {
    const terms = seedContentPages.find((page) => page.slug === 'terms-conditions')
    if (!terms) throw new Error('no seeded terms page')
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        save('terms-conditions', { title: terms.title, body: `Version ${n}`, published: true }),
      ),
    )
    expect(saves.map((response) => response.statusCode)).toEqual(Array(20).fill(200))
    const entries = await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'content-page'), eq(auditLog.entityId, 'terms-conditions')))
      .orderBy(auditLog.id)
    expect(entries).toHaveLength(20)
    const bodies = (value: unknown) => (value as { body: string }).body
    expect(bodies(entries[0]?.before)).toBe(terms.body)
    for (let n = 1; n < entries.length; n += 1) {
      expect(bodies(entries[n]?.before)).toBe(bodies(entries[n - 1]?.after))
    }
    const shown = (await publicPage('terms-conditions')).json().intro
    expect(shown).toBe(`<p>${bodies(entries.at(-1)?.after)}</p>`)
  })
})
