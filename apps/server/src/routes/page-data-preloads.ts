import { type BlogEntry, CONTENT_PAGE_SLUGS, contentPagePath } from '@marquee/core'
import type { FastifyInstance } from 'fastify'

/** What a page needs first: its largest image (when known here) and the API answer that renders it. */
export interface PagePreloads {
  img?: string
  data: string
}

const CONTENT_PAGES = new Set<string>(CONTENT_PAGE_SLUGS.map(contentPagePath))
/** The blog's layouts and a post: `/pages/blog`, `/pages/blog-2-col`, `/pages/blog-details/3`. */
const BLOG_PAGE = /^\/pages\/blog(?:-[a-z0-9-]+)?(?:\/(\d{1,10}))?$/
const BLOG_DATA = '/api/blog'

/**
 * The blog's entries and the picture a blog page shows largest: a post's own, or the first
 * card's on a list. Asked for through the API's route, as the storefront will; a post the blog
 * does not list gets the entries alone.
 */
async function blogPreloads(app: FastifyInstance, postId: string | undefined) {
  const response = await app.inject(BLOG_DATA)
  if (response.statusCode !== 200) return { data: BLOG_DATA }
  const entries = response.json<BlogEntry[]>()
  const shown = postId ? entries.find((entry) => String(entry.id) === postId) : entries[0]
  return { img: shown?.img, data: BLOG_DATA }
}

/**
 * The first answer of a page that is neither the home, a product nor a listing: a content
 * page's text, the blog's entries (and its largest picture), the plans.
 */
export async function pageDataPreloads(
  app: FastifyInstance,
  pathname: string,
): Promise<PagePreloads | undefined> {
  const page = pathname.replace(/(.)\/$/, '$1')
  if (CONTENT_PAGES.has(page)) return { data: `/api${page}` }
  if (page === '/pages/subscribe') return { data: '/api/plans' }
  const blog = BLOG_PAGE.exec(page)
  if (blog) return blogPreloads(app, blog[1])
  return undefined
}
