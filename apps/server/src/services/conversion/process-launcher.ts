import { type ChildProcess, fork } from 'node:child_process'
import { EventEmitter, once } from 'node:events'
import { fileURLToPath } from 'node:url'

type Message =
  | { id: number; type: 'pid'; pid: number | undefined }
  | { id: number; type: 'stdout'; chunk: string }
  | { id: number; type: 'stderr'; chunk: string }
  | { id: number; type: 'error'; code: string | undefined }
  | { id: number; type: 'close'; code: number | null; signal: NodeJS.Signals | null }

/**
 * A program started by the launcher: its output as text, 'error' (it could not start, with
 * the error's code) and 'close' (code, signal), like a ChildProcess.
 */
export class LaunchedProcess extends EventEmitter {
  readonly stdout = new EventEmitter()
  readonly stderr = new EventEmitter()
  private pid: number | undefined
  private pending: NodeJS.Signals | undefined
  private closed = false

  /** Signals the program's whole process group (a wrapper script's children with it). */
  signalGroup(signal: NodeJS.Signals): void {
    if (this.closed) return
    if (this.pid === undefined) {
      this.pending = signal
      return
    }
    try {
      process.kill(-this.pid, signal)
    } catch {
      // The group is already gone.
    }
  }

  /** What the launcher reports about this program. */
  receive(message: Message): void {
    switch (message.type) {
      case 'pid':
        this.pid = message.pid
        if (this.pending) this.signalGroup(this.pending)
        return
      case 'stdout':
      case 'stderr':
        this[message.type].emit('data', message.chunk)
        return
      case 'error':
        this.emit('error', Object.assign(new Error('spawn'), { code: message.code }))
        return
      case 'close':
        this.closed = true
        this.emit('close', message.code, message.signal)
    }
  }
}

const CHILD = fileURLToPath(new URL('./launcher-child.mjs', import.meta.url))

/**
 * Starts programs (ffmpeg, ffprobe) from a small process of its own, started once: starting
 * one from the store's process froze it while the kernel copied its page tables, 20-45 ms
 * per program at 300-560 MB (docs/benchmarks.md), a stall of every request each time a
 * conversion began. The launcher's channel keeps this process alive only while a program
 * runs; when this process ends, the launcher kills what is left and ends too.
 *
 * The launcher has a process group of its own, so a signal to the store's group (a
 * terminal's Ctrl-C, `kill -TERM -PGID`, even `kill -KILL -PGID`) reaches the store alone:
 * the store stops its programs in order, and however it ends, the launcher sees its channel
 * close and kills what is left. Should the launcher die first, the store kills its programs.
 */
export class ProcessLauncher {
  private child: ChildProcess | undefined
  private readonly running = new Map<number, LaunchedProcess>()
  private next = 1

  /** Starts the launcher now, while this process is small: its own start is a fork too. */
  start(): void {
    if (this.child) return
    const child = fork(CHILD, [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [],
      detached: true,
    })
    child.on('message', (message: Message) => {
      const launched = this.running.get(message.id)
      if (message.type === 'close') this.forget(message.id)
      launched?.receive(message)
    })
    const gone = () => {
      if (this.child !== child) return
      this.child = undefined
      for (const [id, launched] of this.running) {
        this.forget(id)
        launched.signalGroup('SIGKILL')
        launched.receive({ id, type: 'error', code: 'ELAUNCHER' })
      }
    }
    child.on('exit', gone)
    child.on('error', gone)
    child.unref()
    child.channel?.unref()
    this.child = child
  }

  launch(command: string, args: readonly string[], niceness?: number): LaunchedProcess {
    this.start()
    const id = this.next++
    const launched = new LaunchedProcess()
    this.running.set(id, launched)
    this.child?.channel?.ref()
    this.child?.send({ id, command, args, niceness })
    return launched
  }

  /** Ends every program still running (SIGKILL to each group) and the launcher with them. */
  async stop(): Promise<void> {
    const child = this.child
    if (!child?.connected) return
    const exited = once(child, 'exit')
    child.disconnect()
    await exited
  }

  private forget(id: number): void {
    this.running.delete(id)
    if (this.running.size === 0) this.child?.channel?.unref()
  }
}

/** The one launcher of this process. */
export const processLauncher = new ProcessLauncher()
