// Storefront budgets (issues 4, 14, 15 and 28): the home route's initial JavaScript, gzipped,
// and Lighthouse mobile performance, layout shift and SEO on every page a customer reaches.
// Informational: always exits 0 once it has measured. `npm run budget -- --only shop` measures
// the pages whose path contains "shop".
// Run `npm run build` first; this script builds nothing. WEB_DIST_DIR points it (and the store
// it starts) at another build; BUDGET_PORT moves the store off port 3450.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = process.env.WEB_DIST_DIR ?? 'apps/web/dist'
const JS_BUDGET_KB = 150
const SCORE_BUDGET = 95
/** Cumulative layout shift at most this (Lighthouse's "good" is 0.1; ours is half). */
const CLS_BUDGET = 0.05
const PORT = Number(process.env.BUDGET_PORT ?? 3450)
const ORIGIN = `http://localhost:${PORT}`
/** Every page a customer reaches (the account page, signed out, is the sign-in form). */
const ALL_PAGES = [
  ...[1, 2, 3, 4, 5, 6, 7].map((style) => `/home/home-style-${style}`),
  '/shop',
  '/shop/shop-right',
  '/shop/shop-4-col',
  '/shop/shop-3-col',
  '/shop/shop-details/1',
  '/shop/search?searchText=oil-change',
  '/shop/cart',
  '/shop/wishlist',
  '/shop/compare',
  '/pages/subscribe',
  '/pages/account',
  '/pages/blog',
  '/pages/blog-details/1',
  '/pages/contact',
  '/pages/custom-video',
  '/pages/about-us',
  '/pages/delivery-information',
  '/pages/privacy-policy',
  '/pages/terms-conditions',
  '/pages/usage-policy',
  '/pages/faq',
  '/pages/return-policy',
]
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined
/** A customer's own pages ask search engines not to index them: SEO is not theirs to score. */
const PRIVATE_PAGES = new Set(['/shop/cart', '/shop/wishlist', '/shop/compare', '/pages/account'])
/** Each page with the Lighthouse categories budgeted on it. */
const PAGES = ALL_PAGES.filter((page) => !only || page.includes(only)).map((page) => ({
  page,
  categories: PRIVATE_PAGES.has(page) ? ['performance'] : ['performance', 'seo'],
}))
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
}

const gzipKb = (asset) => gzipSync(readFileSync(join(DIST, asset))).length / 1024

/** The chunks a chunk imports statically, followed to the end. */
function withStaticImports(asset, found) {
  if (found.has(asset)) return found
  found.add(asset)
  const code = readFileSync(join(DIST, asset), 'utf8')
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    withStaticImports(`assets/${match[1]}`, found)
  }
  return found
}

/**
 * index.html's entry script and modulepreloads, plus the home route's chunk and its static
 * imports when the route is split off.
 */
function homeInitialJs() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
  const tags = [
    ...html.matchAll(
      /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g,
    ),
  ]
  const documentJs = tags.map((match) => match[1])
  const homeChunk = readdirSync(join(DIST, 'assets')).find((name) => /^home-[\w-]+\.js$/.test(name))
  const files = new Set(documentJs)
  if (homeChunk) withStaticImports(`assets/${homeChunk}`, files)
  const sum = (list) => list.reduce((total, asset) => total + gzipKb(asset), 0)
  return { documentKb: sum(documentJs), routeKb: sum([...files]), files: files.size }
}

async function waitForReady(server) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the store exited with code ${server.exitCode}`)
    const ready = await fetch(`${ORIGIN}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the store was not ready within 90 s')
}

function startStore(dataDir) {
  return spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: DIST,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so npx, tsx and the server stop together.
    detached: true,
  })
}

async function lighthouseRuns() {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const runs = []
    for (const { page, categories } of PAGES) {
      const audit = () =>
        lighthouse(`${ORIGIN}${page}`, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: categories,
        })
      let result = await audit()
      // A run whose trace Lighthouse could not read (NO_NAVSTART, now and then the first of a
      // fresh Chromium) scores nothing: that page is measured again, once.
      if (result?.lhr.runtimeError) result = await audit()
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
      const { lhr } = result
      if (lhr.runtimeError)
        console.log(`Lighthouse could not measure ${page}: ${lhr.runtimeError.code}`)
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? '?']),
      )
      const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]
      const lcpNode = lcpElement?.items?.[0]?.node
      const score = (category) =>
        lhr.categories[category]
          ? Math.round((lhr.categories[category].score ?? 0) * 100)
          : undefined
      // The SEO audits that count towards the score and did not pass.
      const seoFailures = (lhr.categories.seo?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id)
      runs.push({
        page,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        shifted: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
          (item) => `${item.score?.toFixed(3)} ${item.node?.snippet?.slice(0, 160) ?? '?'}`,
        ),
        score: score('performance'),
        seo: score('seo'),
        seoFailures,
        metrics,
        lcpElement: lcpNode?.snippet ?? '?',
      })
    }
    return runs
  } finally {
    await chrome.kill()
  }
}

async function stopStore(server) {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  process.kill(-server.pid, 'SIGTERM')
  await exited
}

const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET')

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log(`${DIST} is missing: run \`npm run build\` first.`)
    return
  }
  const js = homeInitialJs()
  console.log(
    `Home initial JS: ${js.routeKb.toFixed(1)} KB gzip in ${js.files} files ` +
      `(document ${js.documentKb.toFixed(1)} KB + home route), budget ${JS_BUDGET_KB} KB: ` +
      verdict(js.routeKb <= JS_BUDGET_KB),
  )
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-budget-'))
  const server = startStore(dataDir)
  try {
    await waitForReady(server)
    const runs = await lighthouseRuns()
    for (const run of runs) {
      if (run.score !== undefined) {
        const metrics = Object.entries(run.metrics)
          .map(([name, value]) => `${name} ${value}`)
          .join(', ')
        console.log(
          `Lighthouse mobile ${run.page}: performance ${run.score} ` +
            `(budget >= ${SCORE_BUDGET}: ${verdict(run.score >= SCORE_BUDGET)}), ` +
            `CLS ${run.cls.toFixed(3)} (budget < ${CLS_BUDGET}: ${verdict(run.cls < CLS_BUDGET)}); ${metrics}`,
        )
        console.log(`  LCP element: ${run.lcpElement}`)
        for (const shift of run.shifted) console.log(`  shifted: ${shift}`)
      }
      if (run.seo === undefined) continue
      const failed = run.seoFailures.length > 0 ? `; failing: ${run.seoFailures.join(', ')}` : ''
      console.log(
        `Lighthouse mobile ${run.page}: SEO ${run.seo} ` +
          `(budget >= ${SCORE_BUDGET}: ${verdict(run.seo >= SCORE_BUDGET)})${failed}`,
      )
    }
    const over = runs.filter((run) => run.score < SCORE_BUDGET || run.cls >= CLS_BUDGET)
    console.log(
      `${runs.length - over.length} of ${runs.length} pages within performance ${SCORE_BUDGET} and CLS ${CLS_BUDGET}` +
        (over.length > 0 ? `; over: ${over.map((run) => run.page).join(', ')}` : ''),
    )
  } finally {
    await stopStore(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
