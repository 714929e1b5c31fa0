import { processLauncher } from './process-launcher.ts'

export interface ProcessResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

export interface RunOptions {
  timeoutMs?: number
  signal?: AbortSignal
  onStdoutLine?: (line: string) => void
  /** Keep only the end of stdout (a long -progress stream would grow without bound). */
  keepStdout?: boolean
  /** Lowers the program's CPU priority (nice 0-19), so it yields to the process serving requests. */
  niceness?: number
}

/** Time a stopped ffmpeg gets to exit after SIGTERM before SIGKILL. */
export const KILL_GRACE_MS = 1000
const STDERR_KEPT = 4000

export class ProcessStartError extends Error {
  constructor(readonly code: string | undefined) {
    super(`could not start the program (${code ?? 'unknown error'})`)
  }
}

export interface StoppedResult extends ProcessResult {
  stoppedBy: 'timeout' | 'abort' | null
}

/**
 * Runs a program without a shell, started by the launcher process (process-launcher.ts). On
 * timeout or abort its whole process group gets SIGTERM, then SIGKILL after a grace: a
 * wrapper script's children die with it, so no orphan keeps writing or holds the pipes open.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<StoppedResult> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      resolve({ code: null, signal: null, stdout: '', stderr: '', stoppedBy: 'abort' })
      return
    }
    const child = processLauncher.launch(command, args, options.niceness)
    let stdout = ''
    let stderr = ''
    let partial = ''
    let stoppedBy: StoppedResult['stoppedBy'] = null
    let killTimer: NodeJS.Timeout | undefined
    const stop = (reason: 'timeout' | 'abort') => {
      if (stoppedBy) return
      stoppedBy = reason
      child.signalGroup('SIGTERM')
      killTimer = setTimeout(() => child.signalGroup('SIGKILL'), KILL_GRACE_MS)
    }
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => stop('timeout'), options.timeoutMs)
    const onAbort = () => stop('abort')
    options.signal?.addEventListener('abort', onAbort, { once: true })
    const finish = () => {
      clearTimeout(timer)
      clearTimeout(killTimer)
      options.signal?.removeEventListener('abort', onAbort)
    }

    child.stdout.on('data', (chunk: string) => {
      if (options.keepStdout) stdout += chunk
      const lines = (partial + chunk).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) options.onStdoutLine?.(line.trim())
    })
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT)
    })
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish()
      reject(new ProcessStartError(error.code))
    })
    child.on('close', (code: number | null, signal: NodeJS.Signals | null) => {
      finish()
      resolve({ code, signal, stdout, stderr, stoppedBy })
    })
  })
}
