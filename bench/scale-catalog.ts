import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface ScaleStore {
  /** What the server is started with: DATA_DIR, or DATABASE_URL. */
  env: Record<string, string>
  /** A temporary directory of the run (the PGlite data when it made one). */
  dir: string
  /** Made by this run, so removed after it. */
  madeHere: boolean
  seconds: number
}

/**
 * The catalogue of a scale run: DATABASE_URL's database, or the PGlite under `--data-dir`
 * (kept, so the next run skips building it), else a temporary one. Generated clips are added
 * until it holds `products` besides the five sample ones, in a process of their own.
 */
export async function scaleCatalog(products: number, dataDir?: string): Promise<ScaleStore> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'marquee-scale-'))
  const url = process.env.DATABASE_URL
  const env: Record<string, string> = url ? { DATABASE_URL: url } : { DATA_DIR: dir }
  const started = performance.now()
  const generator = path.join(import.meta.dirname, 'scale-generate.ts')
  const run = spawnSync(process.execPath, [...process.execArgv, generator, String(products)], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  if (run.status !== 0) throw new Error(`generating the catalogue failed (${run.status})`)
  const seconds = (performance.now() - started) / 1000
  return { env, dir, madeHere: !url && !dataDir, seconds }
}
