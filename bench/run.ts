/**
 * npm run bench: builds a 10,000-product catalogue in a temporary DATA_DIR, measures the
 * search service in-process, then the real server against a bare Fastify route under
 * autocannon in the same run, then each budgeted response against a bare Fastify replaying
 * its bytes (in alternating slices, both up at once), and last the clip conversion against
 * bare ffmpeg and the download pipeline. Prints each figure, its ratio and PASS/FAIL per
 * budget; the budgets are informational, so it exits 0. See docs/benchmarks.md.
 * `npm run bench -- --only conversion` (or `--only downloads`,
 * `--only conversion-memory`: ffmpeg's peak memory and 8 converter tests at once,
 * `--only output-check`: the container-header readers against ffprobe per output, also part
 * of `--only downloads`, `--only startup`: the compiled server's start against tsx, or
 * `--only budgets`: a request budget in memory against the shared one, or `--only instances`:
 * one API instance against two behind nginx on PostgreSQL, or `--only personalized`: a clip
 * with a template's texts drawn in against the plain clip, or `--only exports`: the orders CSV
 * export over 100,000 orders against a bare keyset SELECT, or `--only analytics`: the back
 * office's analytics at 100,000 orders against a bare count) runs those rows alone;
 * `--only catalog` runs the catalogue and search rows and stops before the conversions;
 * `npm run bench -- --products 100000` is the scale mode (scale.ts).
 */
import { rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { measureAnalytics, printAnalytics } from './analytics.ts'
import { measureBudgets, printBudgets } from './budgets.ts'
import { BENCH_PRODUCTS, buildCatalog } from './catalog.ts'
import { measureConversions, printConversions } from './conversion.ts'
import { measureConversionMemory, printConversionMemory } from './conversion-memory.ts'
import { measureConverterTestBursts, printConverterTestBursts } from './converter-test-burst.ts'
import { measureDownloads, printDownloads } from './downloads.ts'
import { measureExports, printExports } from './exports.ts'
import { CONNECTIONS, measureLoad, warmUpServer } from './http-load.ts'
import { measureInstances, printInstances } from './instances.ts'
import { measureOutputCheck, printOutputCheck } from './output-check.ts'
import { measurePersonalized, printPersonalized } from './personalized.ts'
import { startServer } from './processes.ts'
import { variedQueries } from './queries.ts'
import { compareWithReplays, record, type SameBytes } from './replay.ts'
import { printReport, printSameBytes, type Row } from './report.ts'
import { runScale } from './scale.ts'
import { measureSearchLatency } from './search-latency.ts'
import { measureStartup } from './startup.ts'

const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null
/** Conversion memory: one ffmpeg's peak at the largest sizes, and 8 converter tests at once. */
async function conversionMemory() {
  printConversionMemory(await measureConversionMemory())
  printConverterTestBursts(await measureConverterTestBursts())
}
if (only === 'conversion') {
  console.log(`Marquee bench on ${machine}: conversion only`)
  printConversions(await measureConversions())
  await conversionMemory()
  process.exit(0)
}
if (only === 'conversion-memory') {
  console.log(
    `Marquee bench on ${machine}: conversion memory, load average ${loadavg()[0]?.toFixed(1)}`,
  )
  await conversionMemory()
  process.exit(0)
}
const products = process.argv.includes('--products')
  ? Number(process.argv[process.argv.indexOf('--products') + 1])
  : null
if (products !== null) {
  const dataDir = process.argv.includes('--data-dir')
    ? process.argv[process.argv.indexOf('--data-dir') + 1]
    : undefined
  console.log(`Marquee bench on ${machine}: scale, load average ${loadavg()[0]?.toFixed(1)}`)
  await runScale(products, dataDir)
  process.exit(0)
}
if (only === 'startup') {
  const runs = process.argv.includes('--runs')
    ? Number(process.argv[process.argv.indexOf('--runs') + 1])
    : 5
  console.log(`Marquee bench on ${machine}: start-up`)
  await measureStartup(runs)
  process.exit(0)
}
if (only === 'budgets') {
  console.log(
    `Marquee bench on ${machine}: request budgets, load average ${loadavg()[0]?.toFixed(1)}`,
  )
  printBudgets(await measureBudgets())
  process.exit(0)
}
if (only === 'instances') {
  console.log(`Marquee bench on ${machine}: instances, load average ${loadavg()[0]?.toFixed(1)}`)
  const rows = await measureInstances()
  if (rows) printInstances(rows)
  process.exit(0)
}
if (only === 'personalized') {
  console.log(
    `Marquee bench on ${machine}: personalised clips, load average ${loadavg()[0]?.toFixed(1)}`,
  )
  printPersonalized(await measurePersonalized())
  process.exit(0)
}
if (only === 'exports') {
  console.log(`Marquee bench on ${machine}: exports, load average ${loadavg()[0]?.toFixed(1)}`)
  printExports(await measureExports())
  process.exit(0)
}
if (only === 'analytics') {
  console.log(`Marquee bench on ${machine}: analytics, load average ${loadavg()[0]?.toFixed(1)}`)
  printAnalytics(await measureAnalytics())
  process.exit(0)
}
if (only === 'output-check') {
  console.log(`Marquee bench on ${machine}: output check only`)
  printOutputCheck(await measureOutputCheck())
  process.exit(0)
}
if (only === 'downloads') {
  console.log(`Marquee bench on ${machine}: downloads only`)
  printDownloads(await measureDownloads())
  printOutputCheck(await measureOutputCheck())
  process.exit(0)
}
console.log(`Marquee bench on ${machine}; ${CONNECTIONS} connections, 1 s warm-up + 5 s each\n`)

const { dataDir, seconds } = await buildCatalog()
console.log(`built ${BENCH_PRODUCTS} synthetic products in ${seconds.toFixed(1)} s`)
try {
  const latency = await measureSearchLatency(dataDir)

  const baselineServer = await startServer('bench/baseline-server.ts', {}, '/')
  await warmUpServer(baselineServer.url, ['/'])
  const baseline = await measureLoad(baselineServer.url, ['/'])
  await baselineServer.stop()

  const rows: Row[] = []
  let sameBytes: SameBytes[] = []
  const server = await startServer(
    'apps/server/src/server.ts',
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', PAYMENTS: 'sandbox' },
    '/readyz',
  )
  try {
    const [first] = (await (await fetch(`${server.url}/api/products?limit=1&offset=5`)).json()) as {
      id: number
    }[]
    // Six pages of each of 3,000 queries: more URLs than 6 s at 3,000 req/s can ask for.
    const distinct = variedQueries(3000).flatMap((q) =>
      [1, 2, 3, 4, 5, 6].map(
        (page) => `/api/products/search?q=${encodeURIComponent(q)}&page=${page}`,
      ),
    )
    const targets: [string, string[], boolean][] = [
      ['/api/products/search?q=oil', ['/api/products/search?q=oil'], true],
      ['/api/products/search?q=hedlight', ['/api/products/search?q=hedlight'], true],
      [`/api/productDetails/${first?.id}`, [`/api/productDetails/${first?.id}`], true],
      ['/api/productsByCategory/automotive', ['/api/productsByCategory/automotive'], true],
      [`search, new URL each time (${distinct.length} URLs, uncached)`, distinct, false],
      // No catalogue work at all: how fast this server's plugin stack answers anything.
      ['/healthz (same server, trivial route)', ['/healthz'], false],
    ]
    await warmUpServer(
      server.url,
      targets.filter(([, , isBudgeted]) => isBudgeted).flatMap(([, paths]) => paths),
    )
    for (const [name, paths, budgeted] of targets) {
      rows.push({ name, load: await measureLoad(server.url, paths), budgeted })
    }
    const budgeted = targets.filter(([, , isBudgeted]) => isBudgeted)
    const recordings = await record(
      server.url,
      budgeted.flatMap(([, paths]) => paths),
    )
    sameBytes = await compareWithReplays(server, dataDir, recordings)
  } finally {
    await server.stop()
  }
  console.log('')
  printReport(baseline, rows, latency)
  printSameBytes(sameBytes)
  if (only !== 'catalog') {
    printConversions(await measureConversions())
    await conversionMemory()
    printDownloads(await measureDownloads())
    printOutputCheck(await measureOutputCheck())
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
