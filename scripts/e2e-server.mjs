// Starts the store for the browser tests exactly as `npm start` serves it, on a fresh DATA_DIR:
// `npm run serve`, node on the compiled server that `npm run test:e2e` builds first.
// E2E_SYNTHETIC_PRODUCTS adds that many generated clips first, for tests that need many pages.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { e2eEnv } from './e2e-env.mjs'

const dataDir = path.join(tmpdir(), `marquee-e2e-data-${process.env.PORT ?? 'default'}`)
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const env = { ...process.env, DATA_DIR: dataDir, ...e2eEnv }

const synthetic = process.env.E2E_SYNTHETIC_PRODUCTS
if (synthetic) {
  const seeded = spawnSync(
    'npm',
    ['run', 'seed:synthetic', '--silent', '--', '--products', synthetic],
    {
      env,
      stdio: 'inherit',
    },
  )
  if (seeded.status !== 0) process.exit(seeded.status ?? 1)
}

const child = spawn('npm', ['run', 'serve', '--silent'], { env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
