import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync } from 'node:fs'

/**
 * A store of the test's own, started as `npm start` serves it, so a test can stop and start
 * it again on the same data directory.
 */
export class OwnStore {
  private child: ChildProcess | undefined

  constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  /**
   * Starts the store and waits for /readyz. A new DATA_DIR is migrated and seeded first: about
   * 15 s on a quiet 2-vCPU machine, over 60 s beside CI's two browsers, stores and ffmpeg at a
   * load of 14 (the billing test's store missed a 60 s limit so on 2026-11-28).
   */
  async start(timeoutMs = 110_000): Promise<void> {
    this.child = spawn('npm', ['run', 'serve', '--silent'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    })
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) {
        throw new Error(`the store on port ${this.port} exited with ${this.child.exitCode}`)
      }
      const ready = await fetch(`${this.url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
      if (ready) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`the store on port ${this.port} did not start`)
  }

  /**
   * Stops the whole process group (npm, the server under it, its program launcher) and
   * waits until none of it runs: npm exits first, while the server may still be closing its
   * database, and a store started on the same DATA_DIR meanwhile is refused.
   */
  async stop(): Promise<void> {
    const child = this.child
    if (!child?.pid || child.exitCode !== null) return
    const exited = once(child, 'exit')
    process.kill(-child.pid, 'SIGTERM')
    await exited
    const deadline = Date.now() + 30_000
    while (runningInGroup(child.pid) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    this.child = undefined
  }
}

/** True while a process of group `group` runs (zombies waiting to be reaped do not count). */
function runningInGroup(group: number): boolean {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .some((pid) => {
      const stat = readStat(pid)
      // pid (comm) state ppid pgrp ...; comm may hold spaces and parentheses.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return Number(pgrp) === group && state !== 'Z'
    })
}

function readStat(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return ''
  }
}
