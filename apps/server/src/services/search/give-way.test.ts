import { describe, expect, it } from 'vitest'
import { GiveWay } from './give-way.ts'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('GiveWay', () => {
  it('holds the load while a request runs and lets it go when the request ends', async () => {
    const giveWay = new GiveWay(10_000)
    const events: string[] = []
    let finish = () => {}
    const request = giveWay.during(async () => {
      events.push('request starts')
      await new Promise<void>((resolve) => {
        finish = resolve
      })
      events.push('request ends')
    })
    const load = giveWay.turn().then(() => events.push('load goes on'))
    await later(20)
    expect(events).toEqual(['request starts'])
    finish()
    await Promise.all([request, load])
    expect(events).toEqual(['request starts', 'request ends', 'load goes on'])
  })

  it('does not hold the load when nothing runs', async () => {
    const giveWay = new GiveWay(10_000)
    let went = false
    await giveWay.turn().then(() => {
      went = true
    })
    expect(went).toBe(true)
  })

  it('gives way for no longer than its budget in all', async () => {
    const giveWay = new GiveWay(30)
    let finish = () => {}
    const request = giveWay.during(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    await giveWay.turn()
    let second = false
    await giveWay.turn().then(() => {
      second = true
    })
    expect(second).toBe(true)
    finish()
    await request
  })
})
