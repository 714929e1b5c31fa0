import { describe, expect, it } from 'vitest'
import { BackgroundValue } from './background-value.ts'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('BackgroundValue', () => {
  it('serves the old value while a reload runs, then the new one', async () => {
    const loads = [deferred<number>(), deferred<number>()]
    let calls = 0
    const value = new BackgroundValue(
      () => (loads[calls++] as { promise: Promise<number> }).promise,
    )
    const first = value.get()
    loads[0]?.resolve(1)
    expect(await first).toBe(1)
    const reloaded = value.reload()
    expect(value.reloading).toBe(true)
    expect(await value.get()).toBe(1)
    loads[1]?.resolve(2)
    await reloaded
    expect(value.reloading).toBe(false)
    expect(await value.get()).toBe(2)
  })

  it('shares one further load among reloads asked for while one runs', async () => {
    let calls = 0
    const value = new BackgroundValue(async () => ++calls)
    await value.get()
    await Promise.all([value.reload(), value.reload(), value.reload()])
    expect(calls).toBe(2)
    expect(await value.get()).toBe(calls)
  })

  it('tries a failed first load again', async () => {
    let calls = 0
    const value = new BackgroundValue(async () => {
      calls += 1
      if (calls === 1) throw new Error('database away')
      return 'ready'
    })
    await expect(value.get()).rejects.toThrow('database away')
    expect(await value.get()).toBe('ready')
  })
})
