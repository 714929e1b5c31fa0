import { spawnSync } from 'node:child_process'
import path from 'node:path'

const serverRoot = path.resolve(import.meta.dirname, '../..')

/**
 * Where the test run compiles the store's programs (scripts/build.mjs, as `npm start` does):
 * one directory below apps/server like dist/, which src/server-root.ts counts on, and apart
 * from it, so a run never replaces the build a developer serves.
 */
const COMPILED_DIR = path.join(serverRoot, 'test-dist')

/** A compiled program the process tests run: `server`, `worker` or `admin-cli`. */
export const compiledProgram = (name: 'server' | 'worker' | 'admin-cli') =>
  path.join(COMPILED_DIR, `${name}.js`)

/**
 * Compiles the programs once per test run (global-setup.ts). A child store started from them
 * skips tsx's compiling and resolving: 1.1-1.5 s of each start on this 2-vCPU machine.
 */
export function compilePrograms(): void {
  const build = spawnSync(
    process.execPath,
    [path.join(serverRoot, 'scripts/build.mjs'), '--outdir', COMPILED_DIR],
    { encoding: 'utf8' },
  )
  if (build.status !== 0) {
    throw new Error(`compiling the server for the process tests failed:\n${build.stderr}`)
  }
}
