import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

/** The variable a test's store runs with; every process it starts inherits it. */
export const MARK = 'MARQUEE_TEST_MARK'

export interface MarkedProcess {
  pid: number
  /** The program's name as the kernel shows it, e.g. 'ffmpeg'. */
  name: string
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** Live processes (zombies awaiting their parent do not count) whose environment holds MARK=mark. */
export function markedProcesses(mark: string): MarkedProcess[] {
  const entry = `${MARK}=${mark}`
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => read(`/proc/${pid}/environ`).split('\0').includes(entry))
    .map((pid) => ({ pid, stat: read(`/proc/${pid}/stat`) }))
    .filter(
      ({ stat }) =>
        stat !== '' && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z',
    )
    .map(({ pid }) => ({ pid: Number(pid), name: read(`/proc/${pid}/comm`).trim() }))
}

export const markedFfmpeg = (mark: string) =>
  markedProcesses(mark).filter((process) => process.name === 'ffmpeg')

/** Polls until `done` holds or `timeoutMs` passes; returns whether it held. */
export async function eventually(done: () => boolean | Promise<boolean>, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await done()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return done()
}

/** The names of the processes marked `mark` still running 15 s after their store ended (5 s was not enough once at a load of 20). */
export async function leftAfterExit(mark: string): Promise<string[]> {
  await eventually(() => markedProcesses(mark).length === 0, 15_000)
  return markedProcesses(mark).map((process) => process.name)
}

/** Ends whatever a test left behind (on the old code, the ffmpeg a store orphaned). */
export function killMarked(mark: string): void {
  for (const { pid } of markedProcesses(mark)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

/**
 * An FFMPEG_PATH whose ffmpeg is the real one reading its input at a hundredth of real time,
 * so a 4 s seed clip converts for ~400 s: it outlasts any test that stops its store.
 * ffprobe beside it is the real one.
 */
export function slowFfmpeg(dir: string): string {
  const real = execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim()
  const probe = execFileSync('sh', ['-c', 'command -v ffprobe'], { encoding: 'utf8' }).trim()
  mkdirSync(dir, { recursive: true })
  const wrapper = path.join(dir, 'ffmpeg')
  // Only a conversion (its progress on stdout) is slowed, not -version or the seed's probes.
  writeFileSync(
    wrapper,
    `#!/bin/sh\ncase " $* " in\n  *" -progress "*) exec ${real} -readrate 0.01 "$@" ;;\n  *) exec ${real} "$@" ;;\nesac\n`,
  )
  chmodSync(wrapper, 0o755)
  symlinkSync(probe, path.join(dir, 'ffprobe'))
  return wrapper
}
