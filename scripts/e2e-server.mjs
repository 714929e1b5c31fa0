// Starts the store for the browser tests exactly as `npm start` serves it, on a fresh DATA_DIR:
// `npm run serve`, node on the compiled server that `npm run test:e2e` builds first.
// E2E_SYNTHETIC_PRODUCTS adds that many generated clips first, for tests that need many pages.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dataDir = path.join(tmpdir(), `marquee-e2e-data-${process.env.PORT ?? 'default'}`)
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Parallel browser tests sign in, register, post reviews, upload logos, send forms and
  // apply coupons many times a minute, all from one address: the per-address budgets (and,
  // for reviews and forms, the store-wide ones) would refuse them. The API tests prove them.
  SIGN_IN_RATE_LIMIT: '1000',
  SIGN_IN_ADDRESS_RATE_LIMIT: '1000',
  REGISTRATION_RATE_LIMIT: '1000',
  AUTHORIZE_RATE_LIMIT: '1000',
  CONTACT_RATE_LIMIT: '1000',
  CONTACT_GLOBAL_RATE_LIMIT: '1000',
  SEND_EMAIL_RATE_LIMIT: '1000',
  UPLOAD_RATE_LIMIT: '1000',
  REVIEW_RATE_LIMIT: '1000',
  REVIEW_GLOBAL_RATE_LIMIT: '1000',
  COUPON_RATE_LIMIT: '1000',
  CONVERTER_TEST_RATE_LIMIT: '1000',
  CONVERTER_TEST_GLOBAL_RATE_LIMIT: '1000',
  // A reminder after a checkout left unpaid (only when the customer ticked the box) comes
  // after 3.6 seconds rather than hours: e2e/checkout/abandoned-reminder.spec.ts waits for it.
  ABANDONED_CHECKOUT_REMINDER_HOURS: '0.001',
}

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
