import { describe, expect, it } from 'vitest'
import { normaliseMiss } from './search-misses.ts'

describe('normaliseMiss', () => {
  it('trims, lower-cases and collapses spaces', () => {
    expect(normaliseMiss('  Tire\t ROTATION \n sale ')).toBe('tire rotation sale')
  })

  it('keeps at most 100 characters, with no space left at the cut', () => {
    expect(normaliseMiss(`${'a'.repeat(99)} ${'b'.repeat(50)}`)).toBe('a'.repeat(99))
    expect(normaliseMiss('x'.repeat(300))).toHaveLength(100)
  })
})
