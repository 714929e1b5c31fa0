import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../src/db/schema.ts'
import { adminTestStore, customerHeaders } from '../helpers/admin.ts'

/**
 * The blog written in the back office (issue 26): a new or edited post shows on the blog at
 * once, rendered from Markdown with no live script, a hidden or removed one leaves the blog,
 * its page and the sitemap, and every change is in the audit log.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'marquee-blog-web-'))
mkdirSync(path.join(webDist, 'assets'))
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Marquee</title></head><body><div id="root"></div></body></html>',
)
const store = adminTestStore({ WEB_DIST_DIR: webDist })
let customer: Record<string, string>

beforeAll(async () => {
  customer = await customerHeaders(store.app)
})
afterAll(() => rmSync(webDist, { recursive: true, force: true }))

const post = {
  title: 'Night shifts for your sign',
  author: 'Rosa Delgado',
  summary: 'Dim it after dark.',
  img: '/media/blog/1.webp',
  body: 'Turn it **down** at night.\n\n## Why\n\nNeighbours.',
  published: true,
}
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = store.admin,
) => store.app.inject({ method, url: `/api/admin/content/posts${url}`, payload, headers })
const blog = async () =>
  (await store.app.inject('/api/blog')).json() as { id: number; title: string; html: string }[]
const sitemap = async () => (await store.app.inject('/sitemap.xml')).body

describe('writing the blog', () => {
  it('publishes a new post at once, rendered, in the blog and the sitemap', async () => {
    await blog() // cached before the write: the write must drop it
    const created = await send('POST', '', post)
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    const listed = (await blog()).find((entry) => entry.id === id)
    expect(listed?.html).toBe(
      '<p>Turn it <strong>down</strong> at night.</p>\n<h2>Why</h2>\n<p>Neighbours.</p>',
    )
    expect(await sitemap()).toContain(`/pages/blog-details/${id}</loc>`)
    expect((await store.app.inject(`/pages/blog-details/${id}`)).statusCode).toBe(200)
  })

  it('serves an edited post inert whatever Markdown or HTML it holds, and audits the edit', async () => {
    const { id } = (await send('POST', '', post)).json()
    const body =
      '<script>alert(1)</script><img src="/x.png" onerror="alert(1)">\n\n[a](javascript:alert(1)) [b](data:text/html,hi)\n\n<iframe src="https://evil.test/"></iframe><style>p{}</style>'
    const edited = await send('PUT', `/${id}`, { ...post, title: 'Edited', body })
    expect(edited.statusCode).toBe(200)
    const listed = (await blog()).find((entry) => entry.id === id)
    expect(listed?.title).toBe('Edited')
    expect(listed?.html).not.toMatch(/<script|onerror|javascript:|data:|<iframe|<style/i)
    const [entry] = await store.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'blog-post'),
          eq(auditLog.action, 'blog-post.update'),
          eq(auditLog.entityId, String(id)),
        ),
      )
    expect(entry?.before).toMatchObject({ title: post.title, body: post.body })
    const history = await store.app.inject({
      url: `/api/admin/content/posts/${id}/history`,
      headers: store.admin,
    })
    expect(history.json().map((version: { title: string }) => version.title)).toEqual([
      'Edited',
      post.title,
    ])
  })

  it('takes a hidden post off the blog, its page (404) and the sitemap; removes a deleted one', async () => {
    const { id } = (await send('POST', '', post)).json()
    expect((await send('PUT', `/${id}`, { ...post, published: false })).statusCode).toBe(200)
    expect((await blog()).some((entry) => entry.id === id)).toBe(false)
    expect((await store.app.inject(`/pages/blog-details/${id}`)).statusCode).toBe(404)
    expect(await sitemap()).not.toContain(`/pages/blog-details/${id}</loc>`)
    const admin = await store.app.inject({ url: '/api/admin/content/posts', headers: store.admin })
    expect(admin.json().find((entry: { id: number }) => entry.id === id)).toMatchObject({
      published: false,
    })

    expect((await send('DELETE', `/${id}`)).statusCode).toBe(204)
    expect((await send('PUT', `/${id}`, post)).statusCode).toBe(404)
    const [removed] = await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blog-post.delete'), eq(auditLog.entityId, String(id))))
    expect(removed?.before).toMatchObject({ title: post.title, published: false })
  })

  it.each([
    ['an empty title', { title: ' ' }, 'title'],
    ['no author', { author: '' }, 'author'],
    ['a data: picture', { img: 'data:image/png;base64,AAAA' }, 'img'],
    ['a javascript: picture', { img: 'javascript:alert(1)' }, 'img'],
    ['a body over 50,000 characters', { body: 'x'.repeat(50_001) }, 'body'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const response = await send('POST', '', { ...post, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(field)
  })

  it('is closed to customers', async () => {
    expect((await send('POST', '', post, customer)).statusCode).toBe(403)
    expect((await send('DELETE', '/1', undefined, customer)).statusCode).toBe(403)
  })
})
