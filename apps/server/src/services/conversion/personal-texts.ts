import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type ConversionSpec,
  type PersonalTexts,
  placeTexts,
  type SourceShape,
  type TemplateField,
} from '@marquee/core'
import type { LogoFile } from './logo-overlay.ts'
import { signFontFile } from './sign-font-files.ts'
import type { DrawnText } from './text-overlay.ts'

/**
 * A personalised clip's template fields and the customer's checked texts (checkPersonalTexts),
 * and their logo as a local file when they gave one.
 */
export interface Personalization {
  fields: TemplateField[]
  texts: PersonalTexts
  logo?: LogoFile | null
}

export interface PreparedTexts {
  texts: DrawnText[]
  /** Removes the work directory; safe to call when there was none. */
  remove: () => Promise<void>
}

/**
 * Lays the texts out on the sign through the clip's fit (core's placeTexts, as the storefront's
 * preview does) and writes each text to a file of its own in a private work directory, for
 * drawtext's textfile: a customer's text never enters the filter graph or a command line.
 */
export async function prepareTexts(
  personalization: Personalization | undefined,
  spec: ConversionSpec,
  source: SourceShape,
): Promise<PreparedTexts> {
  const placements = personalization
    ? placeTexts(personalization.fields, personalization.texts, {
        sign: { width: spec.width, height: spec.height },
        fit: spec.fit,
        source,
      })
    : []
  const shown = placements.filter(({ text, backdrop }) => text !== '' || backdrop !== null)
  if (shown.length === 0) return { texts: [], remove: async () => undefined }
  const dir = await mkdtemp(path.join(tmpdir(), 'marquee-texts-'))
  const remove = () => rm(dir, { recursive: true, force: true })
  try {
    const texts = await Promise.all(
      shown.map(async (placement, index) => {
        if (placement.text === '') return { placement, textFile: null, fontFile: '' }
        const textFile = path.join(dir, `text-${index}.txt`)
        await writeFile(textFile, placement.text, { encoding: 'utf8', mode: 0o600 })
        return { placement, textFile, fontFile: signFontFile(placement.font) }
      }),
    )
    return { texts, remove }
  } catch (error) {
    await remove()
    throw error
  }
}
