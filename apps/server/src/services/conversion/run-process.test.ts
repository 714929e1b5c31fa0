import { describe, expect, it } from 'vitest'
import { runProcess } from './run-process.ts'

describe('runProcess', () => {
  it('runs the program at the lower CPU priority it is given', async () => {
    // The shell waits a moment so the priority is set before `nice` reads it.
    const result = await runProcess('sh', ['-c', 'sleep 0.3; nice'], {
      niceness: 7,
      keepStdout: true,
    })
    expect(result.code).toBe(0)
    expect(Number(result.stdout.trim())).toBe(7)
  })
})
