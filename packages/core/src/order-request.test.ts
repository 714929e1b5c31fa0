import { describe, expect, it } from 'vitest'
import { orderRequestSchema } from './order-request.ts'

const form = {
  fileType: 'gif',
  dimensions: { width: 384, height: 192 },
  aspectRatio: '2:1',
  customization: 'no',
  comments: '',
  rushOrder: 'no',
  quantity: 1,
}

describe('orderRequestSchema', () => {
  it('defaults to letterbox in full colour', () => {
    expect(orderRequestSchema.parse(form)).toMatchObject({ fit: 'letterbox', depth: 'full' })
  })

  it('requires comments only when customising (docs/requirements.md §5)', () => {
    const result = orderRequestSchema.safeParse({ ...form, customization: 'yes', comments: ' ' })
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['comments'], 'Please provide customization instructions in the comments field'],
    ])
  })

  it.each([0, -8, 1.5, 4097])('refuses a side of %s', (width) => {
    expect(
      orderRequestSchema.safeParse({ ...form, dimensions: { width, height: 192 } }).success,
    ).toBe(false)
  })

  it('refuses an unknown fit or colour depth', () => {
    expect(orderRequestSchema.safeParse({ ...form, fit: 'zoom' }).success).toBe(false)
    expect(orderRequestSchema.safeParse({ ...form, depth: 'blue' }).success).toBe(false)
  })
})
