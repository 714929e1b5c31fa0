import { describe, expect, it } from 'vitest'
import { runProcess } from '../../src/services/conversion/run-process.ts'

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
