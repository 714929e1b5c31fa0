// The store's processes of a cluster run: API instances and workers, each a `node` on the
// compiled build (as the systemd units of deploy/ run them) with its own DATA_DIR and TMPDIR,
// as on machines of their own. Output goes to one log file per process.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, openSync } from 'node:fs'
import path from 'node:path'

const dist = path.resolve(import.meta.dirname, '../../apps/server/dist')

export class StoreProcess {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  child

  /**
   * @param {string} name
   * @param {{ entry: 'server' | 'worker', root: string, env: NodeJS.ProcessEnv, port?: number }} options
   */
  constructor(name, { entry, root, env, port }) {
    this.name = name
    this.entry = entry
    this.port = port
    this.home = path.join(root, name)
    this.logFile = path.join(root, `${name}.log`)
    this.env = {
      ...env,
      DATA_DIR: path.join(this.home, 'data'),
      TMPDIR: path.join(this.home, 'tmp'),
      ...(port ? { PORT: String(port), HOST: '127.0.0.1' } : {}),
    }
  }

  /** The running process's id; undefined once it has exited or was killed. */
  get pid() {
    const child = this.child
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined
  }

  /** Starts the process and, for an API instance, waits until its /readyz answers 200. */
  async start() {
    for (const dir of [this.env.DATA_DIR, this.env.TMPDIR]) mkdirSync(dir, { recursive: true })
    const log = openSync(this.logFile, 'a')
    this.child = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(dist, `${this.entry}.js`)],
      {
        env: this.env,
        stdio: ['ignore', log, log],
      },
    )
    if (this.port) await this.ready()
  }

  /** A first start migrates and seeds a new database: minutes on a loaded 2-core machine. */
  async ready() {
    const deadline = Date.now() + 240_000
    while (Date.now() < deadline) {
      if (!this.pid)
        throw new Error(`${this.name} exited with ${this.child?.exitCode}: see ${this.logFile}`)
      const ready = await fetch(`http://127.0.0.1:${this.port}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
      if (ready) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`${this.name} was not ready within 240 s: see ${this.logFile}`)
  }

  /** Ends the process with `signal` and waits for it; SIGKILL is an out-of-memory kill's way. */
  async stop(signal = 'SIGTERM') {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    child.kill(signal)
    const late = setTimeout(() => child.kill('SIGKILL'), 30_000)
    await exited
    clearTimeout(late)
  }
}
