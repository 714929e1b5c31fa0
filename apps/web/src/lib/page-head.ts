import type { PageMeta } from '@marquee/core'

/** The address the server's shell named as canonical, read before the first change. */
let servedCanonical: string | undefined

function headTag<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector)
  if (found) return found
  const made = create()
  document.head.append(made)
  return made
}

function setMeta(name: string, content: string) {
  const tag = headTag(`meta[name="${name}"]`, () => {
    const made = document.createElement('meta')
    made.name = name
    return made
  })
  tag.content = content
}

/**
 * Writes a page's title, description, canonical and robots into the document head. The
 * server wrote the first page's (apps/server spa-shell.ts), with Open Graph, Twitter and
 * JSON-LD tags marked `data-page-head` that describe only that page: once another page is
 * shown they are removed rather than left describing the wrong one.
 */
export function applyPageMeta(meta: PageMeta) {
  const canonical = headTag('link[rel="canonical"]', () => {
    const made = document.createElement('link')
    made.rel = 'canonical'
    return made
  })
  servedCanonical ??= canonical.href || undefined
  // PUBLIC_URL's origin, as the server wrote it; the page's own where there was none.
  const href = new URL(meta.canonical, servedCanonical ?? window.location.origin).href
  if (servedCanonical && href !== servedCanonical) {
    for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove()
  }
  document.title = meta.title
  setMeta('description', meta.description)
  canonical.href = href
  if (meta.indexable) document.head.querySelector('meta[name="robots"]')?.remove()
  else setMeta('robots', 'noindex')
}
