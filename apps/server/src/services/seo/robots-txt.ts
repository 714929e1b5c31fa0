import { privatePathPrefixes } from './site-pages.ts'

/** The store is open to crawlers; customers' own pages and the server's paths are not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePathPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
