import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'

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

  async start(): Promise<void> {
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
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      const ready = await fetch(`${this.url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
      if (ready) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`the store on port ${this.port} did not start`)
  }

  /** Stops the whole process group (npm and the server under it) and waits for it. */
  async stop(): Promise<void> {
    const child = this.child
    if (!child?.pid || child.exitCode !== null) return
    const exited = once(child, 'exit')
    process.kill(-child.pid, 'SIGTERM')
    await exited
    this.child = undefined
  }
}
