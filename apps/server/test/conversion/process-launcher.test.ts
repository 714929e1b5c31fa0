import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ProcessStartError, runProcess } from '../../src/services/conversion/run-process.ts'
import { eventually } from '../helpers/marked-processes.ts'

describe('the process launcher', () => {
  it('starts programs from a process of its own, not from the store', async () => {
    const result = await runProcess('sh', ['-c', 'echo $PPID'], { keepStdout: true })
    expect(result.code).toBe(0)
    const parent = Number(result.stdout.trim())
    expect(parent).toBeGreaterThan(1)
    expect(parent).not.toBe(process.pid)
  })

  it('hands back what the program wrote, and how it ended', async () => {
    const lines: string[] = []
    const result = await runProcess('sh', ['-c', 'echo one; echo two; echo oops >&2; exit 3'], {
      onStdoutLine: (line) => lines.push(line),
    })
    expect(lines).toEqual(['one', 'two'])
    expect(result.stderr.trim()).toBe('oops')
    expect(result.code).toBe(3)
  })

  it('runs many programs at once, each with its own answer', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, at) =>
        runProcess('sh', ['-c', `echo ${at}`], { keepStdout: true }),
      ),
    )
    expect(results.map((result) => Number(result.stdout.trim()))).toEqual(
      Array.from({ length: 12 }, (_, at) => at),
    )
  })
})

/** Starts `sleep` from the launcher; resolves with its pid and the launcher's, once it runs. */
async function sleeper() {
  const pids: number[] = []
  let started: () => void = () => {}
  const running = new Promise<void>((resolve) => {
    started = resolve
  })
  const result = runProcess('sh', ['-c', 'echo $$ $PPID; exec sleep 30'], {
    onStdoutLine: (line) => {
      pids.push(...line.split(' ').map(Number))
      started()
    },
  })
  result.catch(() => undefined)
  await running
  const [program = 0, launcher = 0] = pids
  return { program, launcher, result }
}

const alive = (pid: number) => {
  const stat = (() => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      return ''
    }
  })()
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
}

describe('when the launcher dies before its programs', () => {
  it.each(['SIGKILL', 'SIGTERM'] as const)(
    '%s to the launcher ends its programs too',
    async (signal) => {
      const { program, launcher, result } = await sleeper()
      expect(alive(program)).toBe(true)
      process.kill(launcher, signal)
      await expect(result).rejects.toThrow(ProcessStartError)
      expect(await eventually(() => !alive(program), 5_000)).toBe(true)
      // The next program starts from a new launcher.
      expect((await runProcess('sh', ['-c', 'echo ok'], { keepStdout: true })).stdout).toBe('ok\n')
    },
  )
})
