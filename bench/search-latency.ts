import path from 'node:path'
import { searchQuerySchema } from '@marquee/core'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { ProductDocumentCache } from '../apps/server/src/services/search/product-document-cache.ts'
import { SearchService } from '../apps/server/src/services/search/search-service.ts'
import { variedQueries } from './queries.ts'

const RUNS = 200
const WARM_UP = 50

export interface Latency {
  p50: number
  p95: number
  max: number
  /** CPU time of the process per search (PGlite runs in it): what other work on the VM does not inflate. */
  cpuP95: number
  queries: number
}

/**
 * Calls the search service directly (no HTTP, no response cache) over 200 varied queries,
 * typos included, and reports the latency of the whole search: correction, ranking, count,
 * facets and the page's products.
 */
export async function measureSearchLatency(dataDir: string): Promise<Latency> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
  try {
    const service = new SearchService(database.db, new ProductDocumentCache(database.db))
    const all = variedQueries(WARM_UP + RUNS)
    for (const q of all.slice(0, WARM_UP)) await service.search(searchQuerySchema.parse({ q }))
    const queries = all.slice(WARM_UP)
    const times: number[] = []
    const cpuTimes: number[] = []
    for (const q of queries) {
      const started = performance.now()
      const cpu = process.cpuUsage()
      await service.search(searchQuerySchema.parse({ q }))
      const used = process.cpuUsage(cpu)
      times.push(performance.now() - started)
      cpuTimes.push((used.user + used.system) / 1000)
    }
    times.sort((a, b) => a - b)
    cpuTimes.sort((a, b) => a - b)
    const at = (sorted: number[], share: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
    return {
      p50: at(times, 0.5),
      p95: at(times, 0.95),
      max: at(times, 1),
      cpuP95: at(cpuTimes, 0.95),
      queries: RUNS,
    }
  } finally {
    await database.close()
  }
}
