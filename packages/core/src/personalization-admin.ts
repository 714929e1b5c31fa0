import { z } from 'zod'
import { personalizationTemplateSchema } from './personalization.ts'

/** The clip's frame and length as probed, which a template's boxes and times are made against. */
export const templateClipSchema = z.object({
  durationSeconds: z.number(),
  width: z.number().int(),
  height: z.number().int(),
})
export type TemplateClip = z.infer<typeof templateClipSchema>

/**
 * What the back office's template editor reads: the clip's template (null: a plain clip), the
 * clip it is placed on (null: not probed yet), the clip version the template was made for, and
 * the clip's version now (null: no media yet): when they differ, the clip was replaced since.
 */
export const adminPersonalizationSchema = z.object({
  template: personalizationTemplateSchema.nullable(),
  clip: templateClipSchema.nullable(),
  sourceVersion: z.string().nullable(),
  clipVersion: z.string().nullable(),
})
export type AdminPersonalization = z.infer<typeof adminPersonalizationSchema>
