import { describe, expect, it } from 'vitest'
import { updateMeSchema } from './account.ts'

const messages = (input: unknown) => {
  const checked = updateMeSchema.safeParse(input)
  return checked.success ? [] : checked.error.issues.map((issue) => issue.message)
}

describe('updateMeSchema messages', () => {
  it('says the sign size range in words a customer reads', () => {
    expect(messages({ sign_width: 10_001, sign_height: 0 })).toEqual([
      'Width must be between 1 and 10,000 pixels',
      'Height must be between 1 and 10,000 pixels',
    ])
  })

  it('asks for whole pixels when a side is fractional or not a number', () => {
    expect(messages({ sign_width: 1.5, sign_height: Number.NaN })).toEqual([
      'Width must be a whole number of pixels',
      'Height must be a whole number of pixels',
    ])
  })

  it('accepts a size inside the range', () => {
    expect(messages({ sign_width: 10_000, sign_height: 1 })).toEqual([])
  })
})
