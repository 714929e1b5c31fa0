/**
 * `npm run bench -- --only instances`: the reference deployment's read path on this machine.
 * One compiled API instance on PostgreSQL answered directly (the baseline), the same instance
 * behind nginx on deploy/'s configuration (what the proxy costs), then two instances behind it
 * (what the second one brings). Needs BENCH_DATABASE_URL (a PostgreSQL server to make a scratch
 * database on), nginx and the build (`npm run build`). On one small machine the proxy, the load
 * generator and both instances share the cores, so the two-instance row says what the box can
 * do, not how the store scales: its proof is that nothing fails and nothing is counted twice.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabase } from '../scripts/cluster/database.mjs'
import { startNginx } from '../scripts/cluster/nginx.mjs'
import { StoreProcess } from '../scripts/cluster/processes.mjs'
import { type Load, measureLoad } from './http-load.ts'
import { freePort, root } from './processes.ts'

const TARGETS = [
  '/api/products/search?q=oil',
  '/api/productsByCategory/automotive',
  '/api/productDetails/1',
]
const SETUPS = ['1 instance, direct', '1 instance behind nginx', '2 instances behind nginx']

interface Row {
  path: string
  loads: Load[]
}

async function apiInstance(name: string, home: string, env: NodeJS.ProcessEnv) {
  const port = await freePort()
  const instance = new StoreProcess(name, {
    entry: 'server',
    root: home,
    port,
    env: { ...env, WORKER_CONCURRENCY: '0', CONVERTER_TEST_WORKERS: '0' },
  })
  await instance.start()
  return { port, stop: () => instance.stop() }
}

export async function measureInstances(): Promise<Row[] | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL
  const nginx = ['/usr/sbin/nginx', process.env.NGINX_PATH].find((file) => file && existsSync(file))
  if (!serverUrl || !nginx) {
    console.log('Instances skipped: set BENCH_DATABASE_URL and install nginx to measure them')
    return null
  }
  if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    throw new Error('The compiled server is missing: run `npm run build` first')
  }
  const home = await mkdtemp(path.join(tmpdir(), 'marquee-bench-instances-'))
  const database = await createDatabase(serverUrl)
  const running: { stop(): Promise<void> }[] = []
  try {
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
    }
    // The first migrates and seeds; the second finds the catalogue there.
    const first = await apiInstance('api-a', home, env)
    running.push(first)
    const second = await apiInstance('api-b', home, env)
    running.push(second)

    const behindNginx = async (name: string, ports: number[]) => {
      const port = await freePort()
      const proxy = await startNginx({
        binary: nginx,
        dir: path.join(home, name),
        port,
        instances: ports.map((each) => `127.0.0.1:${each}`),
      })
      return {
        url: `http://127.0.0.1:${port}`,
        stop: async () => {
          proxy.kill('SIGQUIT')
          await new Promise((resolve) => proxy.once('exit', resolve))
        },
      }
    }
    const one = await behindNginx('nginx-one', [first.port])
    running.push(one)
    const two = await behindNginx('nginx-two', [first.port, second.port])
    running.push(two)
    const bases = [`http://127.0.0.1:${first.port}`, one.url, two.url]

    const rows: Row[] = []
    for (const target of TARGETS) {
      const loads: Load[] = []
      for (const base of bases) loads.push(await measureLoad(base, [target]))
      rows.push({ path: target, loads })
    }
    return rows
  } finally {
    for (const each of running.reverse()) await each.stop().catch(() => undefined)
    await database.drop()
    await rm(home, { recursive: true, force: true })
  }
}

export function printInstances(rows: Row[]): void {
  const table = [
    ['endpoint', ...SETUPS.map((setup) => `${setup}: req/s, p99 ms, ratio`)],
    ...rows.map((row) => {
      const direct = row.loads[0]?.requestsPerSecond ?? 1
      return [
        row.path,
        ...row.loads.map((load) => {
          const failed = load.failures > 0 ? ` (${load.failures} failed)` : ''
          return `${load.requestsPerSecond.toFixed(0)}, ${load.p99.toFixed(0)}, ${(load.requestsPerSecond / direct).toFixed(2)}${failed}`
        }),
      ]
    }),
  ]
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? []
  console.log(
    '\nInstances on PostgreSQL: one direct (the baseline), behind nginx, and two behind it',
  )
  for (const row of table)
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
}
