import { rmSync } from 'node:fs'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config/config.ts'
import { prepareDatabase } from '../apps/server/src/seed/prepare-database.ts'
import { threadsLeavingACore } from '../apps/server/src/services/conversion/cpu-share.ts'
import { conversionEffect, effectLine } from './conversion-load.ts'
import { warmUpServer } from './http-load.ts'
import { startServer } from './processes.ts'
import { compareWithReplays, record, type SameBytes } from './replay.ts'
import { printSameBytes } from './report.ts'
import { scaleCatalog } from './scale-catalog.ts'
import { RssMeter, StallMeter, type Timing, timeOne, timeRequests } from './scale-probes.ts'
import { ownProcessRss } from './scale-rss.ts'

const PER_KIND = 46

let missed = 0
/**
 * `count` searches of `query` (a query string ending in & or empty), each a cache miss doing
 * the same work: a different price floor below one cent, which the search rounds to none.
 */
const misses = (query: string, count = PER_KIND) =>
  Array.from({ length: count }, () => `/api/products/search?${query}minPrice=${++missed / 1e7}`)
const MB = 1024 * 1024

/**
 * `npm run bench -- --products 100000 [--data-dir DIR]` (PostgreSQL with DATABASE_URL): the
 * store in this process on a large catalogue, every search a cache miss (each request asks a
 * different price floor, below one cent). Prints search and listing p50/p95, the first search after start,
 * the next search after one write and the longest event-loop stall around it, this process's
 * RSS steady and peak, search p95 idle against one conversion running, the RSS of the compiled
 * store in a process of its own after the same searches (the budget: this process also holds
 * tsx and the bench's clients), and the store's req/s against a bare Fastify replaying the
 * same bytes. See docs/benchmarks.md.
 */
export async function runScale(products: number, dataDir?: string): Promise<void> {
  const store = await scaleCatalog(products, dataDir)
  const where = store.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'
  console.log(`${products} generated products on ${where}, ready in ${store.seconds.toFixed(1)} s`)
  const stalls = new StallMeter()
  const rss = new RssMeter()
  const config = loadConfig({
    ...store.env,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PAYMENTS: 'sandbox',
  })
  /** The searches of the idle rounds, asked again of the store in a process of its own. */
  let searched: string[] = []
  const started = performance.now()
  const database = await prepareDatabase(config)
  const app = await buildApp({ config, database })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const listening = performance.now() - started
  try {
    // Timed from the moment the server listens: the index loads in the background meanwhile.
    stalls.reset()
    const ready = performance.now()
    const first = await timeOne(`${base}/api/products/search?q=price`)
    const firstListing = await timeOne(`${base}/api/products/search?sortBy=low`)
    const answeredWarming = !app.catalogSearch.indexLoaded
    while (!app.catalogSearch.indexLoaded) await new Promise((resolve) => setTimeout(resolve, 20))
    const indexAfter = performance.now() - ready
    await new Promise((resolve) => setTimeout(resolve, 50))
    const warmingStall = stalls.maxMs
    const warmingStallCpu = stalls.maxCpuMs
    const listed = (await (await fetch(`${base}/api/products/search`)).json()) as {
      facets: { categories: { parentTitle: string }[]; brands: { value: string }[] }
    }
    const category = encodeURIComponent(listed.facets.categories[0]?.parentTitle ?? '')
    const brand = encodeURIComponent(listed.facets.brands[0]?.value ?? '')
    const kinds: [string, string][] = [
      ['listing (/shop)', ''],
      ["broad word 'price'", 'q=price&'],
      ["typo 'pirce'", 'q=pirce&'],
      [
        'filters: category + brand + price, by price',
        `productType=${category}&brand=${brand}&maxPrice=1000&sortBy=low&`,
      ],
    ]
    stalls.reset()
    const idle: [string, Timing][] = []
    for (const [name, query] of kinds) idle.push([name, await timeRequests(base, misses(query))])
    searched = kinds.flatMap(([, query]) => misses(query))
    const queryStall = stalls.maxMs
    const queryStallCpu = stalls.maxCpuMs
    rss.mark()
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const steady = rss.steady()
    const memory = process.memoryUsage()

    // One write: a price edit of a product the cached search shows.
    const cached = '/api/products/search?q=price'
    const shown = (await (await fetch(`${base}${cached}`)).json()) as { results: { id: number }[] }
    const id = shown.results[0]?.id ?? 1
    stalls.reset()
    const writeStarted = performance.now()
    await database.db.execute(`update products set price_cents = price_cents + 1 where id = ${id}`)
    for (;;) {
      const response = await fetch(`${base}${cached}`)
      await response.arrayBuffer()
      if (response.headers.get('x-cache') !== 'hit') break
    }
    const afterWrite = performance.now() - writeStarted
    const nextSearch = await timeOne(`${base}/api/products/search?q=price&minPrice=0.001`)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const writeStall = stalls.maxMs
    const writeStallCpu = stalls.maxCpuMs
    // Start, warming, searches and a write; the conversion rounds below are about latency.
    const peak = rss.peak

    const cpu = {
      niceness: config.CONVERSION_NICENESS,
      threads: config.CONVERSION_THREADS ?? threadsLeavingACore(config.WORKER_CONCURRENCY),
    }
    const effects = await conversionEffect(
      base,
      kinds.slice(0, 2).map(([name, query]) => [name, (count) => misses(query, count)]),
      cpu,
    )
    const afterRounds = process.memoryUsage.rss()

    console.log(
      `\nstarted and listening in ${listening.toFixed(0)} ms; then the first search ('price') ${first.toFixed(0)} ms, the first listing by price ${firstListing.toFixed(0)} ms  ${Math.max(first, firstListing) <= 1000 ? 'PASS' : 'FAIL'} (<=1 s)${answeredWarming ? ', both before the index was in place' : ''}`,
    )
    console.log(
      `index in place ${indexAfter.toFixed(0)} ms after listening; longest event-loop stall until then ${warmingStall.toFixed(0)} ms  ${warmingStall <= 100 ? 'PASS' : 'FAIL'} (<=100); ${cpuInStall(warmingStallCpu)}`,
    )
    console.log(
      '\nsearch, every request a cache miss      cold ms  p50 ms  p95 ms  p95<=25  CPU p95 ms',
    )
    for (const [name, t] of idle) {
      console.log(
        `${name.padEnd(44)}${t.cold.toFixed(1).padStart(7)}${t.p50.toFixed(1).padStart(8)}${t.p95.toFixed(1).padStart(8)}  ${t.p95 <= 25 ? 'PASS' : 'FAIL'}   ${t.cpuP95.toFixed(1)}`,
      )
    }
    console.log(
      `longest event-loop stall during those searches: ${queryStall.toFixed(0)} ms; ${cpuInStall(queryStallCpu)}`,
    )
    console.log(
      `after one price edit: the cached search recomputed ${afterWrite.toFixed(0)} ms after the write; next new search ${nextSearch.toFixed(1)} ms; longest event-loop stall ${writeStall.toFixed(0)} ms  ${writeStall <= 100 ? 'PASS' : 'FAIL'} (<=100); ${cpuInStall(writeStallCpu)}`,
    )
    console.log(
      `RSS of this process (the store, tsx and the bench's clients) steady ${(steady / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (${(peak / steady).toFixed(2)}x)  ${peak <= 1.2 * steady ? 'PASS' : 'FAIL'} (peak<=1.2x); ${(afterRounds / MB).toFixed(0)} MB after the conversion rounds' further misses (the response cache keeps up to 64 MB)`,
    )
    console.log(
      `  at the steady mark: JS heap ${(memory.heapUsed / MB).toFixed(0)} MB used of ${(memory.heapTotal / MB).toFixed(0)} MB committed; outside it ${(memory.external / MB).toFixed(0)} MB (PGlite's WebAssembly memory, typed arrays: ${(memory.arrayBuffers / MB).toFixed(0)} MB)`,
    )
    console.log(
      `\nsearch p95 idle and with one conversion running (nice ${cpu.niceness}, ${cpu.threads || 'all'} thread(s)), alternating rounds:`,
    )
    for (const effect of effects) console.log(effectLine(effect))
  } finally {
    rss.stop()
    stalls.stop()
    await app.close()
    await database.close()
  }
  const own = await ownProcessRss(store.env, searched)
  console.log(
    own
      ? `\nRSS of the store as \`npm start\` runs it (compiled, its own process), after the same searches: steady ${own.steadyMb.toFixed(0)} MB  ${own.steadyMb <= 600 ? 'PASS' : 'FAIL'} (<=600 MB), peak ${own.peakMb.toFixed(0)} MB from /readyz on`
      : '\nRSS of the store as `npm start` runs it: skipped, run `npm run build` first',
  )
  await compareWithReplay(store.env, store.dir)
  if (store.madeHere) rmSync(store.dir, { recursive: true, force: true })
}

const cpuInStall = (ms: number) => `most CPU time within one stall over 100 ms: ${ms.toFixed(0)} ms`

/** The real server as its own process: its first searches, then its cached reads against the same bytes replayed. */
async function compareWithReplay(env: Record<string, string>, dir: string): Promise<void> {
  const server = await startServer(
    'apps/server/src/server.ts',
    { ...env, LOG_LEVEL: 'warn', NODE_ENV: 'production', PAYMENTS: 'sandbox' },
    '/readyz',
  )
  const paths = ['/api/products/search?q=price', '/api/products/search']
  const firsts: number[] = []
  let compared: SameBytes[] = []
  try {
    // startServer returned once /readyz answered: these are the first searches after ready.
    for (const target of paths) firsts.push(await timeOne(`${server.url}${target}`))
    // The server warms its index in the background after start: measure once it is in place.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await warmUpServer(server.url, paths)
    compared = await compareWithReplays(server, dir, await record(server.url, paths))
  } finally {
    await server.stop()
  }
  console.log(
    `\nthe server as its own process, first requests after /readyz: ${paths.map((target, at) => `${target} ${firsts[at]?.toFixed(0)} ms`).join(', ')}`,
  )
  console.log('\ncached reads:')
  printSameBytes(compared)
}
