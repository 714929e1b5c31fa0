import {
  checkPersonalTexts,
  PERSONAL_LOGO,
  type PersonalizationTemplate,
  type PersonalTexts,
  placeText,
  type SignPicture,
  type TemplateField,
  type TextPlacement,
  textLegibility,
} from '@marquee/core'

/** One text field as the customer filled it in, judged at the sign's size. */
export interface PersonalField {
  field: TemplateField
  /** What the input holds ('' shows the default). */
  typed: string
  /** What the sign shows: the typed text, or the default, upper-cased where the template says. */
  text: string
  /** Why the store would refuse the text (a character the font lacks, too long), or null. */
  problem: string | null
  placement: TextPlacement
  legibility: ReturnType<typeof textLegibility>
  /**
   * How tall the box lets any text be, in LEDs: below the thresholds only a bigger sign helps,
   * and a scrolling text is never shrunk, so shortening it never helps.
   */
  roomLeds: number
}

export interface PersonalStatus {
  fields: PersonalField[]
  /**
   * What POST /api/convert and the cart line get as `personalization`: every field's text,
   * checked, and under PERSONAL_LOGO the key of the customer's uploaded logo, when there is one.
   */
  texts: PersonalTexts
  /** A text the store would refuse, or one too small to draw: the order waits for a change. */
  blocked: boolean
}

/** An empty input means the default, as its placeholder shows. */
const given = (typed: string | undefined) => (typed ? typed : undefined)

/** Core's check of one field's text, its message without the `personalization.name: ` prefix. */
function checkField(field: TemplateField, typed: string) {
  const check = checkPersonalTexts({ fields: [field], logo: null }, { [field.name]: given(typed) })
  if (check.ok) return { text: check.texts[field.name] ?? '', problem: null }
  const reason = check.problem.slice(check.problem.indexOf(': ') + 2)
  const shown = typed || field.default
  return {
    text: field.upperCase ? shown.toUpperCase() : shown,
    problem: reason.charAt(0).toUpperCase() + reason.slice(1),
  }
}

/**
 * Each field of the template with the customer's text, laid out on the sign as the preview
 * draws it and the worker renders it, with the uploaded logo's key (null: none), and whether
 * the order can go ahead.
 */
export function personalStatus(
  template: PersonalizationTemplate,
  typed: Record<string, string | undefined>,
  picture: SignPicture,
  logoKey: string | null,
): PersonalStatus {
  const fields = template.fields.map((field): PersonalField => {
    const value = typed[field.name] ?? ''
    const { text, problem } = checkField(field, value)
    const placement = placeText(field, text, picture)
    return {
      field,
      typed: value,
      text,
      problem,
      placement,
      legibility: textLegibility(placement),
      roomLeds: placeText(field, '', picture).capLeds,
    }
  })
  return {
    fields,
    texts: {
      ...Object.fromEntries(fields.map(({ field, text }) => [field.name, text])),
      ...(template.logo && logoKey ? { [PERSONAL_LOGO]: logoKey } : {}),
    },
    blocked: fields.some(
      ({ problem, legibility }) => problem !== null || legibility === 'too-small',
    ),
  }
}

/** The inputs' starting values: empty, so each shows its default as a placeholder. */
export const emptyTexts = (template: PersonalizationTemplate | null): Record<string, string> =>
  Object.fromEntries((template?.fields ?? []).map((field) => [field.name, '']))
