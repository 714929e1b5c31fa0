// Writes the next SQL migration from src/db/schema.ts with drizzle-kit.
// npm keeps drizzle-orm inside apps/server/node_modules, where drizzle-kit (hoisted to the
// root) cannot see it; a temporary link lets it find the ORM it must match.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'

const serverDir = path.resolve(import.meta.dirname, '..')
const rootLink = path.resolve(serverDir, '../../node_modules/drizzle-orm')
const nested = path.join(serverDir, 'node_modules/drizzle-orm')
const linked = existsSync(nested) && !existsSync(rootLink)
if (linked) symlinkSync(nested, rootLink, 'dir')
try {
  const result = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
    cwd: serverDir,
    stdio: 'inherit',
  })
  process.exitCode = result.status ?? 1
} finally {
  if (linked) rmSync(rootLink)
}
