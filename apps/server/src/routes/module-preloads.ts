import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { lazyRouteOf } from '@marquee/core'
import { z } from 'zod'
import { escapeAttribute } from '../services/seo/html-text.ts'

/** The web build's list of the script files each lazily loaded route needs (apps/web build/route-chunks.ts). */
const ROUTE_CHUNKS_FILE = 'route-chunks.json'
const routeChunksSchema = z.record(z.string(), z.array(z.string().regex(/^assets\/[\w.-]+\.js$/)))
export type RouteChunks = z.infer<typeof routeChunksSchema>

/** The build's route chunks, or none for a build without them (the page then loads as before). */
export function readRouteChunks(root: string): RouteChunks {
  const file = path.join(root, ROUTE_CHUNKS_FILE)
  if (!existsSync(file)) return {}
  return routeChunksSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
}

/**
 * The modulepreloads of the lazily loaded route a path lands on: its code then downloads beside
 * the main script instead of after the main script has run and routed.
 */
export function modulePreloadTags(chunks: RouteChunks, pathname: string): string[] {
  const route = lazyRouteOf(pathname)
  return (route ? (chunks[route] ?? []) : []).map(
    (file) => `<link rel="modulepreload" href="/${escapeAttribute(file)}" crossorigin />`,
  )
}
