import { describe, expect, it } from 'vitest'
import { logoRect, PERSONAL_LOGO, personalLogoKey, personalWords } from './personal-logo.ts'
import { checkPersonalTexts } from './personal-texts.ts'
import {
  type PersonalizationTemplate,
  personalizationTemplateSchema,
  templateProblems,
} from './personalization.ts'

const slot = {
  label: 'Your logo',
  box: { x: 0.7, y: 0.05, width: 0.25, height: 0.5 },
  start: 0,
  end: 4,
}
const field = {
  name: 'business',
  label: 'Business name',
  default: 'OPEN',
  maxLength: 20,
  upperCase: true,
  box: { x: 0.05, y: 0.7, width: 0.9, height: 0.25 },
  font: 'bold',
  color: '#ffffff',
  align: 'center',
  animation: 'still',
  start: 0,
  end: 4,
}
const template: PersonalizationTemplate = personalizationTemplateSchema.parse({
  fields: [field],
  logo: slot,
})
const KEY = 'logos/5f0c-user/1764201600000-acme.png'

describe('a template with a logo slot', () => {
  it('may have a logo slot and no text field, but not neither', () => {
    expect(personalizationTemplateSchema.safeParse({ fields: [], logo: slot }).success).toBe(true)
    const neither = personalizationTemplateSchema.safeParse({ fields: [] })
    expect(neither.error?.issues[0]?.message).toBe(
      'a template needs at least one text field or a logo slot',
    )
  })

  it('keeps the logo name for the slot and checks its box and time span', () => {
    const named = personalizationTemplateSchema.safeParse({
      fields: [{ ...field, name: PERSONAL_LOGO }],
    })
    expect(named.error?.issues[0]?.message).toBe(
      'no field may be named "logo": it is the logo slot\'s',
    )
    const outside = personalizationTemplateSchema.safeParse({
      fields: [field],
      logo: { ...slot, box: { ...slot.box, x: 0.9 } },
    })
    expect(outside.error?.issues[0]?.path).toEqual(['logo', 'box', 'width'])
    const backwards = personalizationTemplateSchema.safeParse({
      fields: [field],
      logo: { ...slot, start: 3, end: 2 },
    })
    expect(backwards.error?.issues[0]?.path).toEqual(['logo', 'end'])
    expect(templateProblems({ ...template, logo: { ...slot, backdrop: null, end: 9 } }, 6)).toEqual(
      ['logo.end: after the clip ends (6.0 s)'],
    )
  })

  it('a plain template reads as one without a slot', () => {
    expect(personalizationTemplateSchema.parse({ fields: [field] }).logo).toBeNull()
  })
})

describe("the customer's logo", () => {
  it('is kept beside the texts when the clip has a slot', () => {
    const check = checkPersonalTexts(template, { business: 'acme', logo: KEY })
    expect(check).toEqual({ ok: true, texts: { business: 'ACME', logo: KEY } })
    if (!check.ok) return
    expect(personalLogoKey(check.texts)).toBe(KEY)
    expect(personalWords(check.texts)).toEqual(['ACME'])
    expect(personalLogoKey({ business: 'ACME' })).toBeNull()
  })

  it('is refused, naming personalization.logo, on a clip without a slot or when not an upload', () => {
    const plain = { ...template, logo: null }
    const refusals = [
      [plain, KEY, 'personalization.logo: this clip has no logo slot'],
      [
        template,
        'logos/u/1-acme.svg',
        'personalization.logo: a sign logo must be a PNG, JPG or WebP picture, not an SVG',
      ],
      [
        template,
        'https://evil.example/x.png',
        'personalization.logo: must be the key of a logo you uploaded',
      ],
      [
        template,
        'logos/u/../../etc/1-passwd.png',
        'personalization.logo: must be the key of a logo you uploaded',
      ],
      [template, 42, 'personalization.logo: must be the key of a logo you uploaded'],
    ] as const
    for (const [on, logo, problem] of refusals) {
      expect(checkPersonalTexts(on, { logo })).toEqual({ ok: false, problem })
    }
  })
})

describe('where a logo is drawn', () => {
  it('fills the box as far as its shape allows, centred, in whole LEDs', () => {
    expect(logoRect({ x: 10, y: 4, width: 40, height: 20 }, { width: 500, height: 500 })).toEqual({
      x: 20,
      y: 4,
      width: 20,
      height: 20,
    })
    expect(logoRect({ x: 0, y: 0, width: 40, height: 20 }, { width: 1000, height: 100 })).toEqual({
      x: 0,
      y: 8,
      width: 40,
      height: 4,
    })
  })

  it('is not drawn in a box that shows less than one LED', () => {
    expect(logoRect({ x: 0, y: 0, width: 0.4, height: 20 }, { width: 10, height: 10 })).toBeNull()
  })
})
