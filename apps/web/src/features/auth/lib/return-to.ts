/** A stand-in origin: a target resolved against it must stay on it to be a path of this site. */
const SITE = 'https://marquee.invalid'

/**
 * Only paths on this site are followed after sign-in: never another origin (open redirect).
 * The target is parsed the way the browser will parse it, so a tab, newline or backslash
 * that the browser would strip or turn into a slash (`/\t/evil.example` is `//evil.example`)
 * cannot smuggle in another host; what comes back is the normalised path, query and hash.
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback
  let target: URL
  try {
    target = new URL(value, SITE)
  } catch {
    return fallback
  }
  if (target.origin !== SITE) return fallback
  return `${target.pathname}${target.search}${target.hash}`
}

const SIGN_IN_PAGES = ['/login', '/pages/login', '/pages/register']

/**
 * The sign-in link for a page: it carries the page as the return target, so the customer
 * comes back where they were. From a sign-in page itself there is nothing to return to.
 */
export function signInHref(location: { pathname: string; search: string; hash: string }): string {
  if (SIGN_IN_PAGES.includes(location.pathname)) return '/login'
  const here = `${location.pathname}${location.search}${location.hash}`
  return here === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(here)}`
}
