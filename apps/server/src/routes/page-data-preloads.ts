import {
  BLOG_POST_PAGE,
  CONTENT_PAGE_SLUGS,
  contentPagePath,
  LAZY_ROUTES,
  lazyRouteOf,
} from '@marquee/core'
import type { FastifyInstance } from 'fastify'
import { listBlogEntries } from '../services/content/blog-list.ts'

/** What a page needs first: its largest image (when known here) and the API answer that renders it. */
export interface PagePreloads {
  img?: string
  data: string
}

const CONTENT_PAGES = new Set<string>(CONTENT_PAGE_SLUGS.map(contentPagePath))
const BLOG_DATA = '/api/blog'
/** The router's modules that render the blog: its layouts, and a post. */
const BLOG_MODULES = new Set(['pages/blog-list', 'pages/blog-details'])

/**
 * The blog's entries and the picture a blog page shows largest: a post's own, or the first
 * card's on a list. The entries are those `/api/blog` answers; a post the blog does not list
 * gets the entries alone.
 */
async function blogPreloads(app: FastifyInstance, page: string) {
  const entries = await listBlogEntries(app.db)
  const postId = BLOG_POST_PAGE.exec(page)?.[1]
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
  const route = lazyRouteOf(page)
  if (route && BLOG_MODULES.has(LAZY_ROUTES[route] ?? '')) return blogPreloads(app, page)
  return undefined
}
