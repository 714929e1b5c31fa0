import { describe, expect, it } from 'vitest'
import { depthIndex, fitIndex, ledPitch } from './led-shader'

describe('LED preview geometry', () => {
  it.each([
    [80, 32, 8],
    [384, 192, 4],
    [776, 720, 2],
    [4096, 16, 1],
  ])('a %ix%i sign gets %i canvas pixels per LED', (width, height, pitch) => {
    expect(ledPitch(width, height)).toBe(pitch)
    expect(Math.max(width, height) * pitch).toBeLessThanOrEqual(Math.max(2048, width, height))
  })

  it('draws no more pixels than the screen shows', () => {
    expect(ledPitch(384, 192, 626)).toBe(2)
    expect(ledPitch(160, 80, 1200)).toBe(8)
    expect(ledPitch(160, 80, 700)).toBe(5)
  })

  it('numbers fits and depths as the shader reads them', () => {
    expect([fitIndex('letterbox'), fitIndex('crop'), fitIndex('stretch')]).toEqual([0, 1, 2])
    expect([depthIndex('full'), depthIndex('red-green'), depthIndex('amber')]).toEqual([0, 1, 2])
  })
})
