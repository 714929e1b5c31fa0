import { describe, expect, it } from 'vitest'
import { BoundedPool, PoolBusyError } from './bounded-pool.ts'

/** A task that runs until `finish()` is called, and says whether it has started. */
function heldTask() {
  let finish: () => void = () => undefined
  const task = {
    started: false,
    finish: () => finish(),
    run: () => {
      task.started = true
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    },
  }
  return task
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('BoundedPool', () => {
  it('runs tasks side by side while their weights fit, and the next when one ends', async () => {
    const pool = new BoundedPool(1000)
    const [a, b, c] = [heldTask(), heldTask(), heldTask()]
    const runs = [pool.run(400, a.run), pool.run(500, b.run), pool.run(300, c.run)]
    await tick()
    expect([a.started, b.started, c.started]).toEqual([true, true, false])
    a.finish()
    await runs[0]
    await tick()
    expect(c.started).toBe(true)
    b.finish()
    c.finish()
    await Promise.all(runs)
  })

  it('runs a task larger than the whole capacity alone, and holds smaller ones behind it', async () => {
    const pool = new BoundedPool(1000)
    const [small, big, later] = [heldTask(), heldTask(), heldTask()]
    const first = pool.run(100, small.run)
    const second = pool.run(5000, big.run)
    const third = pool.run(100, later.run)
    await tick()
    // The big one is first in line: the small one behind it waits rather than overtake.
    expect([small.started, big.started, later.started]).toEqual([true, false, false])
    small.finish()
    await first
    await tick()
    expect([big.started, later.started]).toEqual([true, false])
    big.finish()
    await second
    await tick()
    expect(later.started).toBe(true)
    later.finish()
    await third
  })

  it('turns a task away at once when the line is full, and after waitMs in line', async () => {
    const pool = new BoundedPool(1, 1)
    const running = heldTask()
    const first = pool.run(1, running.run)
    const waiting = pool.run(1, async () => 'ran', { waitMs: 20 })
    await expect(pool.run(1, async () => 'ran')).rejects.toBeInstanceOf(PoolBusyError)
    await expect(waiting).rejects.toBeInstanceOf(PoolBusyError)
    await expect(pool.run(1, async () => 'ran', { waitMs: 0 })).rejects.toBeInstanceOf(
      PoolBusyError,
    )
    running.finish()
    await first
    expect(await pool.run(1, async () => 'ran', { waitMs: 0 })).toBe('ran')
  })

  it('lets a waiting task go when its signal aborts, and frees its place', async () => {
    const pool = new BoundedPool(1, 1)
    const running = heldTask()
    const first = pool.run(1, running.run)
    const gone = new AbortController()
    const waiting = pool.run(1, async () => 'ran', { signal: gone.signal })
    gone.abort(new Error('the visitor left'))
    await expect(waiting).rejects.toThrow('the visitor left')
    const next = pool.run(1, async () => 'next')
    running.finish()
    await first
    expect(await next).toBe('next')
  })

  it('gives the weight back when a task fails', async () => {
    const pool = new BoundedPool(1)
    await expect(
      pool.run(1, async () => {
        throw new Error('ffmpeg crashed')
      }),
    ).rejects.toThrow('ffmpeg crashed')
    expect(await pool.run(1, async () => 'ran', { waitMs: 0 })).toBe('ran')
  })
})
