/**
 * A route of the storefront's router as a regular expression: `:name` is one path segment and
 * a trailing `/*` anything below (or nothing); a trailing slash is allowed.
 */
export const routeRegExp = (route: string) =>
  new RegExp(
    `^${route
      .replaceAll('.', '\\.')
      .replaceAll(/:[a-z]+/g, '[^/]+')
      .replace(/\/\*$/, '(?:/.*)?')}/?$`,
  )
