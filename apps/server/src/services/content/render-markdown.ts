import type { RenderedMarkdown } from '@marquee/core'
import { Marked, type Token } from 'marked'
import sanitizeHtml from 'sanitize-html'

// A private instance: no extension registered elsewhere can change what pages render to.
const markdown = new Marked({ gfm: true, async: false })

/**
 * What a page's HTML may hold after Markdown: text structure, links and pictures. Anything
 * else, raw HTML written into the Markdown included (script, style, iframe, event attributes),
 * is dropped; links and pictures keep only web, mail and same-site addresses, so neither
 * `javascript:` nor `data:` survives.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'br',
    'hr',
    'h3',
    'h4',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link out of the shop must not hand the new tab a handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer nofollow' }
        : attribs,
    }),
  },
}

/** Markdown to HTML a browser can be handed as it is. */
function toSafeHtml(tokens: Token[]): string {
  return sanitizeHtml(markdown.parser(tokens), POLICY).trim()
}

/** The words of a heading without its Markdown: shown as text, never as HTML. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'html') return ''
      if ('tokens' in token && token.tokens) return plainText(token.tokens)
      return 'text' in token ? String(token.text) : ''
    })
    .join('')
}

/**
 * Renders a page's Markdown: what comes before the first `##` heading is the intro, and each
 * `##` heading starts a section (a page's headed part, or a question on the FAQ).
 */
export function renderMarkdown(body: string): RenderedMarkdown {
  const intro: Token[] = []
  const sections: { heading: string; tokens: Token[] }[] = []
  for (const token of markdown.lexer(body)) {
    if (token.type === 'heading' && token.depth <= 2) {
      sections.push({ heading: plainText(token.tokens ?? []).trim(), tokens: [] })
    } else {
      ;(sections.at(-1)?.tokens ?? intro).push(token)
    }
  }
  return {
    intro: toSafeHtml(intro),
    sections: sections.map(({ heading, tokens }) => ({ heading, html: toSafeHtml(tokens) })),
  }
}

/** A post's whole body as one piece of sanitised HTML (a post's headings stay in it). */
export function renderMarkdownHtml(body: string): string {
  return toSafeHtml(markdown.lexer(body))
}
