import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'

/** A process's peak resident memory so far in MiB (VmHWM), or 0 once it is gone. */
export async function peakRssMib(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  const kb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0)
  return kb / 1024
}

/**
 * Runs a program to its end and answers the highest peak RSS read while it ran, read every
 * 20 ms: VmHWM only grows, so the last read before the exit is within 20 ms of the end.
 */
export function runMeasuringMemory(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let peak = 0
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000)
    })
    const timer = setInterval(async () => {
      if (child.pid) peak = Math.max(peak, await peakRssMib(child.pid))
    }, 20)
    child.on('error', reject)
    child.on('close', (code) => {
      clearInterval(timer)
      if (code === 0) resolve(peak)
      else reject(new Error(`${command} exited with ${code}: ${stderr}`))
    })
  })
}
