// The customer's texts checked against a clip's template: the order form runs it as they type
// and the server on every order. No zod here, so the product page's form loads none.
import { logoKeyProblem, PERSONAL_LOGO } from './personal-logo.ts'
import type { PersonalizationTemplate } from './personalization.ts'
import { CONTROL_CHARACTERS, undrawableCharacter } from './sign-fonts.ts'

/**
 * The customer's texts by field name, every field present, in the template's order; and under
 * PERSONAL_LOGO, when they gave one, the key of their uploaded logo.
 */
export type PersonalTexts = Record<string, string>

export type TextsCheck = { ok: true; texts: PersonalTexts } | { ok: false; problem: string }

/**
 * The customer's `personalization` checked against the template: an object of texts by field
 * name; a missing field takes its default; upper-cased where the template says. Each refusal
 * names the field: unknown, not text, control characters, over its length, or a character
 * the field's font cannot draw; a logo on a clip without a slot, or not an upload's key (whose
 * owner and picture the server checks).
 */
export function checkPersonalTexts(template: PersonalizationTemplate, input: unknown): TextsCheck {
  if (input === undefined || input === null) input = {}
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, problem: 'personalization: must be an object of texts by field name' }
  }
  const { [PERSONAL_LOGO]: logo, ...given } = input as Record<string, unknown>
  const names = new Set(template.fields.map((field) => field.name))
  const unknown = Object.keys(given).find((name) => !names.has(name))
  if (unknown !== undefined) {
    return { ok: false, problem: `personalization.${unknown}: this clip has no such field` }
  }
  const logoWhere = `personalization.${PERSONAL_LOGO}`
  if (logo !== undefined && template.logo === null) {
    return { ok: false, problem: `${logoWhere}: this clip has no logo slot` }
  }
  const logoProblem = logo === undefined ? null : logoKeyProblem(logo)
  if (logoProblem) return { ok: false, problem: `${logoWhere}: ${logoProblem}` }
  const texts: PersonalTexts = {}
  for (const field of template.fields) {
    const value = given[field.name] ?? field.default
    const where = `personalization.${field.name}`
    if (typeof value !== 'string') return { ok: false, problem: `${where}: must be text` }
    if (CONTROL_CHARACTERS.test(value)) {
      return { ok: false, problem: `${where}: must not contain control characters` }
    }
    const text = (field.upperCase ? value.toUpperCase() : value).normalize('NFC')
    if ([...text].length > field.maxLength) {
      return { ok: false, problem: `${where}: at most ${field.maxLength} characters` }
    }
    const undrawable = undrawableCharacter(field.font, text)
    if (undrawable !== null) {
      return { ok: false, problem: `${where}: the sign font cannot draw "${undrawable}"` }
    }
    texts[field.name] = text
  }
  if (typeof logo === 'string') texts[PERSONAL_LOGO] = logo
  return { ok: true, texts }
}

/** The template's default texts, as a customer who typed nothing gets them. */
export function defaultTexts(template: PersonalizationTemplate): PersonalTexts {
  const check = checkPersonalTexts(template, {})
  if (!check.ok) throw new Error(check.problem)
  return check.texts
}
