import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ConfigError } from '../config/config.ts'

/**
 * PGlite is an in-process database: two processes on one directory would corrupt it.
 * A pid file keeps a second store from opening a DATA_DIR that a live one holds.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'marquee.pid')
  const holder = readHolder(lockFile)
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new ConfigError(
      `Invalid configuration: DATA_DIR: ${dataDir} is in use by another Marquee process (pid ${holder})`,
    )
  }
  writeFileSync(lockFile, String(process.pid))
  return () => rmSync(lockFile, { force: true })
}

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10)
    return Number.isInteger(pid) ? pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
