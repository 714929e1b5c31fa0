// Runs the server's integration tests a second time on a PostgreSQL server, when one is given:
// the test files that open a database (directly or through a test helper). Files that never
// touch one (ffmpeg output, the store's own process on PGlite, config parsing) would only run twice.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'PostgreSQL pass skipped: set TEST_DATABASE_URL=postgres://user:pass@host:5432/postgres to run it.',
  )
  process.exit(0)
}

const server = path.resolve(import.meta.dirname, '../apps/server')
const opensDatabase = /test-database\.ts|TEST_DATABASE_URL/
const relativeImport = /from '(\.{1,2}\/[^']+)'/g
const verdicts = new Map()

/** Whether a test module, or a test helper it imports, opens a database. */
function touchesDatabase(file) {
  if (verdicts.has(file)) return verdicts.get(file)
  verdicts.set(file, false)
  const source = readFileSync(file, 'utf8')
  const verdict =
    opensDatabase.test(source) ||
    [...source.matchAll(relativeImport)]
      .map(([, specifier]) => path.resolve(path.dirname(file), specifier))
      .some(
        (imported) => imported.includes(`${path.sep}test${path.sep}`) && touchesDatabase(imported),
      )
  verdicts.set(file, verdict)
  return verdict
}

const testFiles = ['src', 'test'].flatMap((dir) =>
  readdirSync(path.join(server, dir), { recursive: true })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(server, dir, name)),
)
const selected = testFiles.filter(touchesDatabase).map((file) => path.relative(process.cwd(), file))
console.log(
  `PostgreSQL pass: ${selected.length} of ${testFiles.length} server test files open a database.`,
)
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...selected], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
