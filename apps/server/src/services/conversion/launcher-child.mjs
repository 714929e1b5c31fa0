// The process that starts ffmpeg and ffprobe for the store (process-launcher.ts). Forking
// copies the forking process's page tables while its memory is frozen: the store at
// 300-560 MB held its event loop 20-45 ms per program started; this one is a few MB.
import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'

const running = new Map()
const send = (message) => {
  if (process.connected) process.send(message)
}

process.on('message', ({ id, command, args, niceness }) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  if (niceness && child.pid) {
    try {
      setPriority(child.pid, niceness)
    } catch {
      // Not allowed here: the program still runs, at normal priority.
    }
  }
  running.set(id, child)
  send({ id, type: 'pid', pid: child.pid })
  child.stdout.setEncoding('utf8').on('data', (chunk) => send({ id, type: 'stdout', chunk }))
  child.stderr.setEncoding('utf8').on('data', (chunk) => send({ id, type: 'stderr', chunk }))
  child.on('error', (error) => send({ id, type: 'error', code: error.code }))
  child.on('close', (code, signal) => {
    running.delete(id)
    send({ id, type: 'close', code, signal })
  })
})

/** Ends every program still running, each with its process group, then this launcher. */
const endAll = () => {
  for (const child of running.values()) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  process.exit(0)
}

// The store is gone, however it ended (its own stop, or SIGKILL): nothing it started may
// outlive it. A signal meant for this launcher alone ends its programs with it.
process.on('disconnect', endAll)
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, endAll)
