import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { lockDataDir } from './data-dir-lock.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-lock-'))

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

/** Leaves a lock socket file behind the way kill -9 does: bound, then its process gone. */
async function deadHolder(dataDir: string): Promise<void> {
  const socket = path.join(dataDir, 'marquee.sock')
  const child = spawn(process.execPath, [
    '-e',
    `require('node:net').createServer().listen(${JSON.stringify(socket)}, () => console.log('up'))`,
  ])
  await once(child.stdout, 'data')
  child.kill('SIGKILL')
  await once(child, 'exit')
  expect(existsSync(socket)).toBe(true)
}

describe('lockDataDir', () => {
  it('refuses a directory held by a live lock and frees it on unlock', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'live-'))
    const unlock = await lockDataDir(dataDir)
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `DATA_DIR: ${dataDir} is in use by another Marquee process (pid ${process.pid})`,
    )
    await unlock()
    expect(existsSync(path.join(dataDir, 'marquee.sock'))).toBe(false)
    await (await lockDataDir(dataDir))()
  })

  it('takes over the socket of a killed holder, and only one of many racing starts does', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'dead-'))
    await deadHolder(dataDir)
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => lockDataDir(dataDir)))
    const winners = attempts.filter((attempt) => attempt.status === 'fulfilled')
    expect(winners).toHaveLength(1)
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(String(attempt.reason)).toMatch(/is in use/)
    }
    await winners[0]?.value()
  })

  it('keeps the socket out of a directory whose path is too long for one', async () => {
    const dataDir = path.join(scratch, 'd'.repeat(100))
    mkdirSync(dataDir)
    const unlock = await lockDataDir(dataDir)
    await expect(lockDataDir(dataDir)).rejects.toThrow(/is in use/)
    await unlock()
  })
})
