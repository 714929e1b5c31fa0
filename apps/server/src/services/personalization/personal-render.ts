import { createHash } from 'node:crypto'
import type {
  PersonalizationTemplate,
  PersonalTexts,
  TemplateField,
  TemplateLogo,
} from '@marquee/core'
import type { SignLogo } from './sign-logo.ts'

/** The customer's logo as the worker draws it: the upload, its size, and the template's slot. */
export interface PersonalLogo extends SignLogo {
  slot: TemplateLogo
}

/**
 * A personalised clip as a download asks for it: the template's fields (and logo slot) as they
 * were when it was asked for, the customer's checked texts (and logo), and their key. The
 * conversion job carries it, so a template edited meanwhile does not change a file already
 * asked for.
 */
export interface PersonalRender {
  fields: TemplateField[]
  texts: PersonalTexts
  /** Null: no logo given (or no slot). */
  logo: PersonalLogo | null
  /** Names the template, texts and logo: renditions are cached by clip version, spec and key. */
  key: string
}

export function personalRender(
  template: PersonalizationTemplate,
  texts: PersonalTexts,
  logo: SignLogo | null = null,
): PersonalRender {
  // A template without a logo slot keeps the key it had before slots existed.
  const named = template.logo ? [template.fields, template.logo, texts] : [template.fields, texts]
  const key = createHash('sha256').update(JSON.stringify(named)).digest('hex').slice(0, 32)
  return {
    fields: template.fields,
    texts,
    logo: logo && template.logo ? { ...logo, slot: template.logo } : null,
    key,
  }
}

/** The key of a plain clip's renditions. */
export const PLAIN = ''
