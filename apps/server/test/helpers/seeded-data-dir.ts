import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

/**
 * `dir` as a DATA_DIR whose PGlite database is a copy of global-setup.ts's migrated, seeded
 * template: a store starts on it as on the second start of a new one, 3 s sooner on this
 * machine than migrating and seeding its own (tests of the first start itself take a new
 * DATA_DIR). Without the template (the PostgreSQL pass) the store prepares its own.
 */
export function seededDataDir(dir: string): string {
  const template = inject('pgliteTemplatePath')
  if (!template) return dir
  const pglite = path.join(dir, 'pglite')
  mkdirSync(pglite, { recursive: true })
  execFileSync('tar', ['-xf', template, '-C', pglite])
  return dir
}
