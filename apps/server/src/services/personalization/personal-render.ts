import { createHash } from 'node:crypto'
import type { PersonalizationTemplate, PersonalTexts, TemplateField } from '@marquee/core'

/**
 * A personalised clip as a download asks for it: the template's fields as they were when it
 * was asked for, the customer's checked texts, and their key. The conversion job carries it,
 * so a template edited meanwhile does not change a file already asked for.
 */
export interface PersonalRender {
  fields: TemplateField[]
  texts: PersonalTexts
  /** Names the template and texts: renditions are cached by clip version, spec and key. */
  key: string
}

export function personalRender(
  template: PersonalizationTemplate,
  texts: PersonalTexts,
): PersonalRender {
  const key = createHash('sha256')
    .update(JSON.stringify([template.fields, texts]))
    .digest('hex')
    .slice(0, 32)
  return { fields: template.fields, texts, key }
}

/** The key of a plain clip's renditions. */
export const PLAIN = ''
