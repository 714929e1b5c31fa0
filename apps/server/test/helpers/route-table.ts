import type { FastifyInstance } from 'fastify'

export interface RouteEntry {
  method: string
  url: string
}

const BRANCH = /^[│├└─\s]*/u

/**
 * Every method and URL the server answers, read from Fastify's own route tree
 * (`printRoutes`), so a route added later is walked without anyone listing it. Each line
 * of the tree is a fragment appended to its parent's path, indented four columns a level.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const parents: string[] = []
  const routes: RouteEntry[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = BRANCH.exec(line)?.[0] ?? ''
    const rest = line.slice(branch.length)
    if (!rest) continue
    const depth = Math.floor(branch.length / 4)
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(rest)
    const url = (parents[depth - 1] ?? '') + (match?.[1] ?? '')
    parents[depth] = url
    parents.length = depth + 1
    for (const method of (match?.[2] ?? '').split(',').map((each) => each.trim())) {
      if (method) routes.push({ method, url })
    }
  }
  return routes
}
