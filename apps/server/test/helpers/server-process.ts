import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { compiledProgram } from './compiled-programs.ts'

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** What it wrote to stdout and stderr so far. */
  output(): string
  stop(): Promise<number | null>
}

/**
 * Runs the compiled store (as `npm start` serves it) in a child process; `detached` gives it
 * a process group of its own, as a terminal or a service manager does, to signal as one.
 */
export function spawnServer(env: Record<string, string>, { detached = false } = {}) {
  return spawn(process.execPath, [compiledProgram('server')], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  })
}

/** SHUTDOWN_TIMEOUT_MS's default, and as long again for a loaded machine. */
export const STOP_WITHIN_MS = 40_000

/**
 * Resolves with a child's exit code once it has exited (at once if it already has); after
 * `ms`, kills it and rejects naming `what` with its output, so a stop that hangs says where.
 */
export async function exitWithin(
  child: ChildProcess,
  ms: number,
  what: string,
  output: () => string,
): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(
        new Error(`${what} had not exited ${ms / 1000} s after it was told to stop:\n${output()}`),
      )
    }, ms)
  })
  try {
    const [code] = await Promise.race([once(child, 'exit'), late])
    return code as number | null
  } finally {
    clearTimeout(timer)
  }
}

/** Starts the store and resolves once it listens; rejects with its output if it exits. */
export async function startServer(
  env: Record<string, string>,
  options: { detached?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawnServer(env, options)
  const { url, output } = await listeningAddress(child)
  return {
    url,
    child,
    output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode
      child.kill('SIGTERM')
      return exitWithin(child, STOP_WITHIN_MS, 'the store', output)
    },
  }
}

/**
 * Resolves with the address a starting store logs once it listens, and a reader of all it has
 * written; rejects with that output if it exits first.
 */
export function listeningAddress(
  child: ChildProcess,
): Promise<{ url: string; output: () => string }> {
  let output = ''
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /"address":"(http:\/\/[^"]+)"/.exec(output)
      if (match?.[1]) resolve({ url: match[1], output: () => output })
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`the store exited with ${code}:\n${output}`)))
  })
}

/** Runs the store expecting it to refuse to start; resolves with its exit code and output. */
export async function failedStart(env: Record<string, string>) {
  const child = spawnServer(env)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const [code] = await once(child, 'exit')
  return { code: code as number | null, stdout, stderr }
}

/** Runs `npm run worker` in a child process of its own group; resolves once it takes jobs. */
export async function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, [compiledProgram('worker')], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const take = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('conversion worker is running')) resolve()
    }
    child.stdout?.on('data', take)
    child.stderr?.on('data', take)
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}:\n${output}`)))
  })
  return { child, output: () => output }
}
