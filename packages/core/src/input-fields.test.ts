import { describe, expect, it } from 'vitest'
import {
  CONTROL_CHARACTERS_MESSAGE,
  multiLineText,
  orderQuantity,
  recordId,
  recordIdParam,
  singleLineText,
} from './input-fields.ts'
import { INT32_MAX, MAX_ORDER_QUANTITY } from './input-limits.ts'

const controls = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
]

describe('text fields', () => {
  it('refuse NUL and every other control character on one line', () => {
    for (const control of controls) {
      const result = singleLineText().safeParse(`a${control}b`)
      expect(result.success, JSON.stringify(control)).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE)
    }
  })

  it('keep tab and line breaks in multi-line text, and refuse the rest', () => {
    const allowed = new Set(['\t', '\n', '\r'])
    for (const control of controls) {
      expect(multiLineText().safeParse(`a${control}b`).success, JSON.stringify(control)).toBe(
        allowed.has(control),
      )
    }
  })

  it('keep any printable text, accents and emoji included', () => {
    for (const text of ['Zoë Ångström', '東京 ネオン', '🚗 neon', "O'Brien & Co. <b>"]) {
      expect(singleLineText().parse(text)).toBe(text)
      expect(multiLineText().parse(`${text}\n${text}`)).toBe(`${text}\n${text}`)
    }
  })
})

describe('ids and quantities', () => {
  it('ids fit a PostgreSQL integer', () => {
    for (const id of [0, -1, INT32_MAX + 1, 2 ** 53, 1e308, 1.5]) {
      expect(recordId().safeParse(id).success, String(id)).toBe(false)
      expect(recordIdParam().safeParse(String(id)).success, String(id)).toBe(false)
    }
    expect(recordId().parse(INT32_MAX)).toBe(INT32_MAX)
    expect(recordIdParam().parse('42')).toBe(42)
  })

  it('quantities stop at the most an order may ask for', () => {
    expect(orderQuantity().parse(MAX_ORDER_QUANTITY)).toBe(MAX_ORDER_QUANTITY)
    expect(orderQuantity().safeParse(MAX_ORDER_QUANTITY + 1).success).toBe(false)
    expect(orderQuantity().safeParse(0).success).toBe(false)
  })
})
