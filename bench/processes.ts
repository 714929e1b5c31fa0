import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
const tsx = path.join(root, 'node_modules/.bin/tsx')

export interface Running {
  url: string
  /** The server's process id: what it starts (the launcher, ffmpeg) runs below it. */
  pid: number
  stop(): Promise<void>
}

/** A port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Runs a TypeScript entry point with tsx and waits until `readyPath` answers 200. */
export function startServer(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<Running> {
  return startProcess(tsx, [path.join(root, entry)], env, readyPath)
}

/** The compiled server as `npm start` runs it (`npm run build` makes it). */
export function startCompiledServer(
  env: Record<string, string>,
  readyPath: string,
): Promise<Running> {
  return startProcess(
    process.execPath,
    [path.join(root, 'apps/server/dist/server.js')],
    env,
    readyPath,
  )
}

async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Running> {
  const port = await freePort()
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntilReady(child, `${url}${readyPath}`)
  return { url, pid: child.pid ?? 0, stop: () => stop(child) }
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  // A PGlite of 100,000 products on a busy machine takes more than a minute to open.
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop(child)
  throw new Error(`${url} did not answer within 300 s`)
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
