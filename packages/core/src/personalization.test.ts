import { describe, expect, it } from 'vitest'
import { checkPersonalTexts, defaultTexts } from './personal-texts.ts'
import {
  type PersonalizationTemplate,
  personalizationTemplateSchema,
  templateProblems,
} from './personalization.ts'
import {
  boxOnSign,
  placeText,
  textLeftAt,
  textLegibility,
  textOpacityAt,
} from './personalization-layout.ts'

const template: PersonalizationTemplate = {
  fields: [
    {
      name: 'business',
      label: 'Business name',
      default: "Joe's Garage",
      maxLength: 24,
      upperCase: true,
      box: { x: 0.05, y: 0.1, width: 0.9, height: 0.3 },
      font: 'bold',
      color: '#ffcc00',
      backdrop: '#000000',
      align: 'center',
      animation: 'still',
      start: 0,
      end: 6,
    },
    {
      name: 'price',
      label: 'Price',
      default: '$29.99',
      maxLength: 10,
      upperCase: false,
      box: { x: 0.5, y: 0.6, width: 0.45, height: 0.3 },
      font: 'pixel',
      color: '#ffffff',
      backdrop: null,
      align: 'right',
      animation: 'blink',
      start: 1,
      end: 5,
    },
  ],
  logo: null,
}

const [business, price] = template.fields as [
  PersonalizationTemplate['fields'][number],
  PersonalizationTemplate['fields'][number],
]
const picture = (width: number, height: number) => ({
  sign: { width, height },
  fit: 'letterbox' as const,
  source: { width: 1280, height: 640 },
})

describe('a template', () => {
  it('is accepted as the shop makes it', () => {
    expect(personalizationTemplateSchema.safeParse(template).success).toBe(true)
  })

  it.each([
    ['a box past the frame', { box: { x: 0.5, y: 0, width: 0.6, height: 0.2 } }, 'box.width'],
    ['an end before its start', { start: 3, end: 2 }, 'end'],
    ['a default over maxLength', { default: 'x'.repeat(30) }, 'default'],
    ['an unknown font', { font: 'comic' }, 'font'],
    ['a colour that is not #rrggbb', { color: 'red' }, 'color'],
    ['a name with spaces', { name: 'my name' }, 'name'],
  ])('refuses %s, naming the field', (_, change, path) => {
    const result = personalizationTemplateSchema.safeParse({
      fields: [{ ...business, ...change }],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path.join('.')).toBe(`fields.0.${path}`)
  })

  it('refuses two fields with one name', () => {
    const result = personalizationTemplateSchema.safeParse({ fields: [business, business] })
    expect(result.success).toBe(false)
  })

  it('says which field runs past the end of its clip', () => {
    expect(templateProblems(template, 6)).toEqual([])
    expect(templateProblems(template, 4)).toEqual([
      'fields.0.end: after the clip ends (4.0 s)',
      'fields.1.end: after the clip ends (4.0 s)',
    ])
  })
})

describe("the customer's texts", () => {
  it('take defaults for missing fields and are upper-cased where the template says', () => {
    expect(checkPersonalTexts(template, { business: 'Ana’s Tyres' })).toEqual({
      ok: true,
      texts: { business: 'ANA’S TYRES', price: '$29.99' },
    })
    expect(defaultTexts(template)).toEqual({ business: "JOE'S GARAGE", price: '$29.99' })
  })

  it('keep what means something to ffmpeg or a shell as plain text', () => {
    const text = "%{pts}'a:b\\c;$(x)"
    const check = checkPersonalTexts(template, { price: text.slice(0, 10) })
    expect(check).toEqual({
      ok: true,
      texts: { business: "JOE'S GARAGE", price: text.slice(0, 10) },
    })
  })

  it.each([
    [{ owner: 'x' }, 'personalization.owner: this clip has no such field'],
    [{ price: 12 }, 'personalization.price: must be text'],
    [{ price: 'a\nb' }, 'personalization.price: must not contain control characters'],
    [{ price: 'a\u202eb' }, 'personalization.price: must not contain control characters'],
    [{ price: '12345678901' }, 'personalization.price: at most 10 characters'],
    [{ business: 'Café 東京' }, 'personalization.business: the sign font cannot draw "東"'],
    [['x'], 'personalization: must be an object of texts by field name'],
  ])('refuse %j: %s', (input, problem) => {
    expect(checkPersonalTexts(template, input)).toEqual({ ok: false, problem })
  })
})

describe('text on the sign', () => {
  it('lands where its box lands through letterboxing', () => {
    // 1280x640 on a 96x96 sign: scaled to 96x48, padded 24 rows above.
    const box = boxOnSign({ x: 0, y: 0.5, width: 0.5, height: 0.5 }, picture(96, 96))
    expect(box).toEqual({ x: 0, y: 48, width: 48, height: 24 })
  })

  it('is cut to the part of the frame a crop keeps', () => {
    const box = boxOnSign(
      { x: 0, y: 0, width: 0.5, height: 1 },
      { sign: { width: 64, height: 64 }, fit: 'crop', source: { width: 1280, height: 640 } },
    )
    // The crop keeps the middle 640x640: the left half of the frame shows as its left half.
    expect(box).toEqual({ x: 0, y: 0, width: 32, height: 64 })
  })

  it('shrinks a long text to its box, and says when it gets too small to read', () => {
    const short = placeText(business, 'JOE', picture(384, 192))
    const long = placeText(business, 'JOE'.repeat(8), picture(384, 192))
    expect(long.fontSize).toBeLessThan(short.fontSize)
    expect(long.width).toBeLessThanOrEqual(long.box.width + 0.001)
    expect(textLegibility(short)).toBe('readable')
    expect(textLegibility(placeText(business, 'JOE'.repeat(8), picture(96, 48)))).toBe('too-small')
    expect(textLegibility(placeText(business, "JOE'S GARAGE & TYRES", picture(96, 48)))).toBe(
      'small',
    )
  })

  it('blinks, fades and scrolls over its time span', () => {
    const placed = placeText(price, '$9', picture(192, 96))
    expect([0.5, 1.2, 1.7, 2.2, 5.5].map((t) => textOpacityAt(placed, t))).toEqual([0, 1, 0, 1, 0])
    const fading = { ...placed, animation: 'fade' as const }
    expect(textOpacityAt(fading, 1.25)).toBeCloseTo(0.5)
    expect(textOpacityAt(fading, 3)).toBe(1)
    const scrolling = { ...placed, animation: 'scroll' as const }
    expect(textLeftAt(scrolling, 1)).toBe(placed.box.x + placed.box.width)
    expect(textLeftAt(scrolling, 5)).toBeCloseTo(placed.box.x - placed.width)
    expect(textLeftAt(placed, 2)).toBeCloseTo(placed.box.x + placed.box.width - placed.width)
  })
})
