/**
 * `npm run bench -- --only startup`: the store started as `npm run serve` used to (tsx on the
 * TypeScript) against the compiled one it runs now (docs/decisions/012-compiled-server.md),
 * alternating, on a new DATA_DIR (migrate and seed) and on one already seeded. Times from
 * spawn to "Marquee is serving" and to /readyz 200; resident memory (Linux /proc) at ready
 * and after a few requests, of the store process and of its whole tree (tsx's CLI is a
 * second process); and the tree's CPU time to ready, which the machine's load sways less.
 * `--runs N` sets the runs per row (5).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { type Usage, usageOf } from './process-usage.ts'
import { freePort, root } from './processes.ts'

interface Sample extends Record<'listeningMs' | 'readyMs', number> {
  ready: Usage
  afterRequests: Usage
}

/** `npm run serve` without npm: `node [flags] apps/server/scripts/run-compiled.mjs server`. */
const serve: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
  .serve
const STARTS = {
  old: [path.join(root, 'node_modules/.bin/tsx'), 'apps/server/src/server.ts'],
  new: [process.execPath, ...serve.split(' ').slice(1)],
}
type Variant = keyof typeof STARTS
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const REQUESTS = ['/api/products', '/api/products/search?q=oil', '/api/config', '/', '/readyz']

async function startOnce(variant: Variant, dataDir: string): Promise<Sample> {
  const port = await freePort()
  const [command = '', ...args] = STARTS[variant]
  const started = performance.now()
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  let listeningMs: number | undefined
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (listeningMs === undefined && output.includes('Marquee is serving')) {
      listeningMs = performance.now() - started
    }
  })
  const url = `http://127.0.0.1:${port}`
  try {
    while (!(await fetch(`${url}/readyz`).catch(() => undefined))?.ok) {
      if (child.exitCode !== null) throw new Error(`the ${variant} store exited:\n${output}`)
      await delay(20)
    }
    const readyMs = performance.now() - started
    const pid = child.pid ?? 0
    const ready = usageOf(pid)
    for (let round = 0; round < 5; round += 1) {
      for (const request of REQUESTS) await (await fetch(`${url}${request}`)).arrayBuffer()
    }
    const afterRequests = usageOf(pid)
    // The log line may reach the pipe just after /readyz first answers.
    while (listeningMs === undefined) await delay(5)
    return { listeningMs, readyMs, ready, afterRequests }
  } finally {
    child.kill('SIGTERM')
    await exited
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const FIGURES: [string, (sample: Sample) => number][] = [
  ['to listening ms', (sample) => sample.listeningMs],
  ['to /readyz ms', (sample) => sample.readyMs],
  ['CPU ms to /readyz (tree)', (sample) => sample.ready.cpuMs],
  ['store RSS at ready MB', (sample) => sample.ready.storeMb],
  ['store RSS after requests MB', (sample) => sample.afterRequests.storeMb],
  ['tree RSS at ready MB', (sample) => sample.ready.treeMb],
  ['tree RSS after requests MB', (sample) => sample.afterRequests.treeMb],
]

function printRows(mode: string, samples: Record<Variant, Sample[]>, runs: number) {
  console.log(`\n${mode}, median of ${runs} runs each:`)
  const lines = [['figure', 'old (tsx)', 'new (node, compiled)', 'new/old']]
  for (const [name, figure] of FIGURES) {
    const old = median(samples.old.map(figure))
    const now = median(samples.new.map(figure))
    lines.push([name, old.toFixed(0), now.toFixed(0), (now / old).toFixed(2)])
  }
  const widths = lines[0]?.map((_, column) => Math.max(...lines.map((l) => l[column]?.length ?? 0)))
  for (const line of lines) {
    console.log(line.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join('  '))
  }
}

const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' ')

export async function measureStartup(runs: number): Promise<void> {
  console.log(`load average at the start ${load()}`)
  const built = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error('the server build failed')
  const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-bench-startup-'))
  try {
    const seeded = path.join(scratch, 'seeded')
    await startOnce('new', seeded)
    const fresh: Record<Variant, Sample[]> = { old: [], new: [] }
    const again: Record<Variant, Sample[]> = { old: [], new: [] }
    for (let run = 0; run < runs; run += 1) {
      for (const variant of ['old', 'new'] as const) {
        fresh[variant].push(await startOnce(variant, path.join(scratch, `${variant}-${run}`)))
        again[variant].push(await startOnce(variant, seeded))
      }
    }
    printRows('new DATA_DIR (migrate and seed)', fresh, runs)
    printRows('DATA_DIR already seeded', again, runs)
    console.log(`\nload average at the end ${load()}`)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
