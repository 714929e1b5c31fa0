import type { PageMeta } from '@marquee/core'
import { escapeAttribute, escapeText, jsonForScript } from './html-text.ts'

/** What a page shows when shared: its picture and what kind of thing it is. */
export interface ShareCard {
  type: 'website' | 'product' | 'article'
  image?: string
  imageAlt?: string
  jsonLd?: unknown
}

const metaTag = (key: 'name' | 'property', name: string, content: string, page = false) =>
  `<meta ${key}="${name}" content="${escapeAttribute(content)}"${page ? ' data-page-head' : ''} />`

/**
 * The head tags of one page, every value escaped. Tags only the first page's own data
 * explains (Open Graph, Twitter, JSON-LD) carry `data-page-head`, so the storefront drops
 * them when it moves on to another page; it keeps title, description, canonical and robots
 * up to date itself.
 */
export function headTags(meta: PageMeta, card: ShareCard, absolute: (path: string) => string) {
  const url = absolute(meta.canonical)
  const tags = [
    `<title>${escapeText(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
  ]
  if (!meta.indexable) tags.push(metaTag('name', 'robots', 'noindex'))
  tags.push(
    metaTag('property', 'og:site_name', 'Marquee', true),
    metaTag('property', 'og:type', card.type, true),
    metaTag('property', 'og:title', meta.title, true),
    metaTag('property', 'og:description', meta.description, true),
    metaTag('property', 'og:url', url, true),
    metaTag('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary', true),
    metaTag('name', 'twitter:title', meta.title, true),
    metaTag('name', 'twitter:description', meta.description, true),
  )
  if (card.image) {
    const image = absolute(card.image)
    tags.push(
      metaTag('property', 'og:image', image, true),
      metaTag('name', 'twitter:image', image, true),
    )
    if (card.imageAlt) {
      tags.push(
        metaTag('property', 'og:image:alt', card.imageAlt, true),
        metaTag('name', 'twitter:image:alt', card.imageAlt, true),
      )
    }
  }
  if (card.jsonLd) {
    tags.push(
      `<script type="application/ld+json" data-page-head>${jsonForScript(card.jsonLd)}</script>`,
    )
  }
  return tags
}
