import {
  type ConversionSpec,
  checkPersonalTexts,
  PERSONAL_LOGO,
  personalLogoKey,
  placeTexts,
  type SourceShape,
  textLegibility,
} from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products } from '../../db/schema.ts'
import { badRequest } from '../../http-error.ts'
import type { UploadedLogos } from '../uploads/uploaded-logo.ts'
import { type PersonalRender, personalRender } from './personal-render.ts'
import { checkedSignLogo } from './sign-logo.ts'
import { findTemplate } from './templates.ts'

/**
 * What a download's `personalization` asks for, checked: null when it asks for none. 400
 * naming the field when the clip has no template, a text is refused by the template (unknown
 * field, not text, control characters, too long, a character its font lacks), a text is too
 * long to draw legibly at the asked size even shrunk to its box, or the logo is not the
 * customer's own PNG, JPEG or WebP upload of a size a sign logo may be.
 */
export async function personalRequest(
  db: Database,
  logos: UploadedLogos,
  customerId: string,
  source: { productId: number; customOrderId?: number },
  spec: ConversionSpec,
  input: Record<string, unknown> | undefined,
): Promise<PersonalRender | null> {
  if (input === undefined) return null
  if (source.customOrderId !== undefined) {
    throw badRequest("personalization: a custom order's file cannot be personalised")
  }
  const template = await findTemplate(db, source.productId)
  if (!template) throw badRequest('personalization: this clip is not personalisable')
  const check = checkPersonalTexts(template, input)
  if (!check.ok) throw badRequest(check.problem)
  const picture = { sign: spec, fit: spec.fit, source: await sourceShape(db, source, spec) }
  for (const placement of placeTexts(template.fields, check.texts, picture)) {
    if (textLegibility(placement) !== 'too-small') continue
    throw badRequest(
      `personalization.${placement.name}: too long to fit at ${spec.width}x${spec.height} (its capitals would be ${Math.floor(placement.capLeds)} LEDs tall); shorten it or choose a bigger size`,
    )
  }
  const logoKey = personalLogoKey(check.texts)
  const logo = logoKey
    ? await checkedSignLogo(logos, customerId, logoKey, `personalization.${PERSONAL_LOGO}`)
    : null
  return personalRender(template, check.texts, logo)
}

/** The clip's frame as probed; a clip not probed yet is taken to have the sign's own shape. */
async function sourceShape(
  db: Database,
  source: { productId: number },
  spec: ConversionSpec,
): Promise<SourceShape> {
  const [clip] = await db
    .select({ width: products.clipWidth, height: products.clipHeight })
    .from(products)
    .where(eq(products.id, source.productId))
  return clip?.width && clip.height
    ? { width: clip.width, height: clip.height }
    : { width: spec.width, height: spec.height }
}
