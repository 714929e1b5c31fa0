import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { SIGN_FONT_METRICS } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedProducts } from '../../src/seed/catalog-data.ts'
import { listeningAddress } from '../helpers/server-process.ts'

const run = promisify(execFile)
const repo = path.resolve(import.meta.dirname, '../../../..')
const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-production-'))
/** A deployment: what SHIPPED lists plus the compiled server, then `npm ci --omit=dev`. */
const store = path.join(scratch, 'store')
const dist = path.join(store, 'apps/server/dist')
const ENTRIES = /^(server|worker|admin-cli)\.js$/
/** esbuild's import and export statements (each starts a line) and its import() calls. */
const IMPORT = /^(?:import|export)\b[^;]*?"([^"]+)";$|\bimport\("([^"]+)"\)/gm

/** What a deployment holds besides the compiled server: no sources, no dev dependencies. */
const SHIPPED = [
  'package.json',
  'package-lock.json',
  '.npmrc',
  'packages/core/package.json',
  'apps/web/package.json',
  'apps/web/dist',
  'apps/server/package.json',
  'apps/server/scripts/run-compiled.mjs',
  'apps/server/drizzle',
  'apps/server/media',
  'apps/server/masters',
]

const ship = (files: string[], into: string) => {
  for (const file of files) {
    cpSync(path.join(repo, file), path.join(into, file), { recursive: true })
  }
}

/** Made once, by whichever test needs it first. */
const onlyOnce = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined
  return () => {
    made ??= make()
    return made
  }
}
const compile = onlyOnce(() =>
  run(process.execPath, [path.join(repo, 'apps/server/scripts/build.mjs'), '--outdir', dist]),
)
const install = onlyOnce(() =>
  run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: store }),
)
const compiledFiles = () => readdirSync(dist).filter((name) => name.endsWith('.js'))
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

beforeAll(async () => {
  if (!existsSync(path.join(repo, 'apps/web/dist/index.html'))) {
    await run('npm', ['run', 'build', '-w', '@marquee/web'], { cwd: repo })
  }
  ship(SHIPPED, store)
}, 120_000)

afterAll(() => {
  // 15,000 installed files: rmSync took 29 s on a loaded 2-core runner, rm -rf 4 s, and in
  // the background it holds up no other test file.
  spawn('rm', ['-rf', scratch], { detached: true, stdio: 'ignore' }).unref()
})

// Installing the production dependencies from npm's cache and starting a store on a new
// database: about a minute on a loaded 2-core runner.
describe('the compiled store on production dependencies only', { timeout: 240_000 }, () => {
  it('`npm run serve` says to build first when there is no compiled server', async () => {
    const unbuilt = path.join(scratch, 'unbuilt')
    ship(['package.json', 'apps/server/scripts/run-compiled.mjs'], unbuilt)
    const result = await run('npm', ['run', 'serve', '--silent'], { cwd: unbuilt }).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(result).toMatchObject({ code: 1 })
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain('run `npm run build`')
  })

  it('compiles to JavaScript that imports only Node and production dependencies', async () => {
    await compile()
    expect(compiledFiles()).toEqual(expect.arrayContaining(['server.js', 'worker.js']))
    const imported = compiledFiles().flatMap((name) =>
      [...readFileSync(path.join(dist, name), 'utf8').matchAll(IMPORT)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((specifier) => !specifier.startsWith('./') && !isBuiltin(specifier)),
    )
    expect(imported.length).toBeGreaterThan(0)
    const serverPackage = JSON.parse(
      readFileSync(path.join(store, 'apps/server/package.json'), 'utf8'),
    )
    const allowed = Object.keys(serverPackage.dependencies)
    expect([...new Set(imported.map(packageOf))].filter((name) => !allowed.includes(name))).toEqual(
      [],
    )
    // The sign fonts personalised clips are drawn with: a deployment has no packages/core.
    for (const { file } of Object.values(SIGN_FONT_METRICS)) {
      expect(existsSync(path.join(dist, 'sign-fonts', file)), file).toBe(true)
    }
  })

  it('loads every module, the worker and those loaded on demand too, without dev dependencies', async () => {
    await compile()
    await install()
    expect(existsSync(path.join(store, 'node_modules/tsx'))).toBe(false)
    const modules = compiledFiles().filter((name) => !ENTRIES.test(name))
    const loader = `for (const file of ${JSON.stringify(modules)}) await import('./' + file)`
    await run(process.execPath, ['--input-type=module', '-e', loader], { cwd: dist })
    // The worker's whole module graph loads before it reads its configuration and refuses.
    const worker = await run(process.execPath, [path.join(dist, 'worker.js')], {
      cwd: store,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(scratch, 'worker-data') },
    }).catch((error: { code: number; stderr: string }) => error)
    expect(worker).toMatchObject({ code: 1 })
    expect(worker.stderr).toContain('DATABASE_URL: `npm run worker` needs the PostgreSQL database')
  })

  it('serves the seeded catalogue and the storefront, and stops cleanly on SIGTERM', async () => {
    await compile()
    await install()
    const child = spawn(process.execPath, [path.join(dist, 'server.js')], {
      cwd: store,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATA_DIR: path.join(scratch, 'data'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      const { url } = await listeningAddress(child)
      await untilReady(`${url}/readyz`)
      const products = (await (await fetch(`${url}/api/products`)).json()) as { img: string }[]
      expect(products).toHaveLength(seedProducts.length)
      expect((await fetch(`${url}${products[0]?.img}`)).status).toBe(200)
      const page = await fetch(`${url}/`)
      expect(page.headers.get('content-type')).toContain('text/html')
      const index = readFileSync(path.join(store, 'apps/web/dist/index.html'), 'utf8')
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1]
      expect(script).toBeDefined()
      expect(await page.text()).toContain(script)
    } finally {
      child.kill('SIGTERM')
    }
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
  })
})

async function untilReady(url: string) {
  while (!(await fetch(url)).ok) {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
