// `npm run test:cluster`: the reference deployment of deploy/ on this machine, as on several:
// nginx (Debian's, on deploy/'s config) in front of two API instances of the compiled store
// that convert nothing (WORKER_CONCURRENCY=0, CONVERTER_TEST_WORKERS=0), one worker, a fresh
// PostgreSQL database of TEST_DATABASE_URL's server and s3rver as the bucket; each process
// with its own DATA_DIR and TMPDIR. Then the customer flows of the browser suite run through
// nginx (playwright.cluster.config.ts), and e2e/cluster/ loses an API instance mid-flow, then
// the worker mid-conversion. Arguments go on to Playwright.
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, cp, mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startControl } from './cluster/control.mjs'
import { createDatabase } from './cluster/database.mjs'
import { startNginx } from './cluster/nginx.mjs'
import { StoreProcess } from './cluster/processes.mjs'
import { startS3 } from './cluster/s3.mjs'
import { e2eEnv } from './e2e-env.mjs'

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'Cluster test skipped: set TEST_DATABASE_URL=postgres://user:pass@host:5432/postgres to run it.',
  )
  process.exit(0)
}
// The tools it needs (installed with apt-get when missing, as root on Debian) and the build it
// runs, only once it is known to run.
for (const [command, ...args] of [
  ['node', 'scripts/ensure-tools.mjs', 'nginx', 'chromium-headless-shell', 'ffmpeg'],
  ['npm', 'run', 'build', '--silent'],
]) {
  const step = spawnSync(command, args, { stdio: 'inherit' })
  if (step.status !== 0) process.exit(step.status ?? 1)
}

const started = Date.now()
const FACTS = 'marquee-seed-clip-facts.json'
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

const root = await mkdtemp(path.join(tmpdir(), 'marquee-cluster-'))
// nginx's workers (nobody, when this runs as root) pass through it to their temp folders.
await chmod(root, 0o711)
const [proxyPort, portA, portB, s3Port] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
]
const publicUrl = `http://127.0.0.1:${proxyPort}`
const cleanUp = []
let status = 1

let tearingDown
/** Undoes what was set up, last first, once: a signal and the normal end may both ask. */
function tearDown() {
  tearingDown ??= (async () => {
    for (const step of cleanUp.reverse())
      await step().catch((error) => console.error(String(error)))
  })()
  return tearingDown
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () =>
    tearDown().finally(() => {
      console.error(`cluster: stopped by ${signal}; logs and data kept in ${root}`)
      process.exit(1)
    }),
  )
}

try {
  const database = await createDatabase(process.env.TEST_DATABASE_URL)
  cleanUp.push(() => database.drop())
  const s3 = await startS3({ port: s3Port, directory: path.join(root, 's3'), origin: publicUrl })
  cleanUp.push(() => s3.close())

  const env = {
    ...process.env,
    ...e2eEnv,
    ...s3.env,
    DATABASE_URL: database.url,
    PUBLIC_URL: publicUrl,
    // nginx on loopback is the only proxy; it writes X-Forwarded-For (deploy/nginx).
    TRUST_PROXY: 'loopback',
  }
  const api = (name, port) =>
    new StoreProcess(name, {
      entry: 'server',
      root,
      port,
      env: { ...env, WORKER_CONCURRENCY: '0', CONVERTER_TEST_WORKERS: '0' },
    })
  const processes = new Map([
    ['api-a', api('api-a', portA)],
    ['api-b', api('api-b', portB)],
    [
      'worker',
      new StoreProcess('worker', {
        entry: 'worker',
        root,
        env: { ...env, WORKER_CONCURRENCY: '1' },
      }),
    ],
  ])
  cleanUp.push(() => Promise.all([...processes.values()].map((each) => each.stop())))
  await handOnFactsCache([processes.get('api-a'), processes.get('api-b')])
  // All at once: the first migrates and seeds under the advisory lock, the others wait for it.
  await Promise.all([...processes.values()].map((each) => each.start()))
  await keepFactsCache([processes.get('api-a'), processes.get('api-b')])
  console.log(`cluster: two API instances ready on PostgreSQL and s3rver after ${seconds()}`)

  const nginx = await startNginx({
    binary:
      [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((file) => file && existsSync(file)) ??
      'nginx',
    dir: path.join(root, 'nginx'),
    port: proxyPort,
    instances: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
  })
  cleanUp.push(async () => {
    const exited = once(nginx, 'exit')
    nginx.kill('SIGQUIT')
    await exited
  })
  const control = await startControl(processes)
  cleanUp.push(async () => control.close())
  console.log(`cluster: nginx on ${publicUrl} after ${seconds()}`)

  const playwright = spawn(
    'npx',
    ['playwright', 'test', '-c', 'playwright.cluster.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, CLUSTER_URL: publicUrl, CLUSTER_CONTROL_URL: control.url },
      // A group of its own (npx, Playwright, its workers and browsers), ended together on a signal.
      detached: true,
    },
  )
  cleanUp.push(async () => {
    if (playwright.exitCode !== null || playwright.signalCode !== null) return
    const exited = once(playwright, 'exit')
    process.kill(-playwright.pid, 'SIGTERM')
    await exited
  })
  const [code] = await once(playwright, 'exit')
  status = code ?? 1
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : error}`)
} finally {
  await tearDown()
}

if (status === 0) {
  await rm(root, { recursive: true, force: true })
} else {
  for (const name of ['api-a.log', 'api-b.log', 'worker.log', 'nginx/error.log']) {
    const lines = readLog(path.join(root, name)).slice(-30)
    if (lines.length) console.error(`--- last lines of ${name}\n${lines.join('\n')}`)
  }
  console.error(`cluster: logs and data kept in ${root}`)
}
console.log(`cluster: finished in ${seconds()}`)
process.exit(status)

/**
 * The seed reads each demo clip's facts with ffprobe (a minute on a loaded machine) unless an
 * earlier run on this checkout left them in the temp folder (seed-clip-facts.ts): the test
 * hands that file to the instances, and the one that seeded hands it back.
 */
async function handOnFactsCache(instances) {
  for (const instance of instances) {
    await mkdir(instance.env.TMPDIR, { recursive: true })
    await cp(path.join(tmpdir(), FACTS), path.join(instance.env.TMPDIR, FACTS)).catch(() => {})
  }
}

async function keepFactsCache(instances) {
  const files = instances.map((instance) => path.join(instance.env.TMPDIR, FACTS))
  const sizes = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (each) => each.size,
        () => 0,
      ),
    ),
  )
  const largest = files[sizes.indexOf(Math.max(...sizes))]
  if (largest) await cp(largest, path.join(tmpdir(), FACTS)).catch(() => {})
}

function readLog(file) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n')
  } catch {
    return []
  }
}
