/**
 * The origins the storefront may be opened from: the public URL, plus its loopback twin on a
 * developer's machine (localhost and 127.0.0.1 are different origins to a browser).
 */
export function storefrontOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl)
  const twins: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }
  const twin = twins[url.hostname]
  if (!twin) return [url.origin]
  const other = new URL(url.origin)
  other.hostname = twin
  return [url.origin, other.origin]
}
