import { escapeText } from './html-text.ts'

export interface SitemapEntry {
  /** Path and query on the store. */
  path: string
  lastmod?: Date
}

const escapeXml = (text: string) =>
  escapeText(text).replaceAll('"', '&quot;').replaceAll("'", '&apos;')

/** A sitemaps.org urlset; lastmod is a W3C date-time, as the protocol asks. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, `${publicUrl}/`).href)}</loc>`
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    return `  <url>${loc}${modified}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
