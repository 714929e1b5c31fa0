// Runs the server's integration tests a second time on a PostgreSQL server, when one is given.
import { spawnSync } from 'node:child_process'

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'PostgreSQL pass skipped: set TEST_DATABASE_URL=postgres://user:pass@host:5432/postgres to run it.',
  )
  process.exit(0)
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit' })
process.exit(result.status ?? 1)
