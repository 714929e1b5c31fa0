import { z } from 'zod'
import { PERSONAL_LOGO } from './personal-logo.ts'
import { CONTROL_CHARACTERS, SIGN_FONTS, undrawableCharacter } from './sign-fonts.ts'

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const
export const TEXT_ANIMATIONS = ['still', 'scroll', 'blink', 'fade'] as const
export type TextAlign = (typeof TEXT_ALIGNS)[number]
export type TextAnimation = (typeof TEXT_ANIMATIONS)[number]

export const MAX_TEMPLATE_FIELDS = 4
export const MAX_PERSONAL_TEXT = 60

const fraction = (field: string) =>
  z
    .number({ error: `${field} must be a fraction of the frame (0 to 1)` })
    .min(0, { error: `${field} must be at least 0` })
    .max(1, { error: `${field} must be at most 1` })

/** A box on the clip's frame, in fractions of its width and height, so it holds at any source size. */
export const templateBoxSchema = z
  .object({
    x: fraction('x'),
    y: fraction('y'),
    width: fraction('width').refine((value) => value > 0, { error: 'width must be above 0' }),
    height: fraction('height').refine((value) => value > 0, { error: 'height must be above 0' }),
  })
  .refine((box) => box.x + box.width <= 1.000001, {
    error: 'the box must end inside the frame (x + width at most 1)',
    path: ['width'],
  })
  .refine((box) => box.y + box.height <= 1.000001, {
    error: 'the box must end inside the frame (y + height at most 1)',
    path: ['height'],
  })
export type TemplateBox = z.infer<typeof templateBoxSchema>

const seconds = (field: string) =>
  z
    .number({ error: `${field} must be a number of seconds` })
    .min(0, { error: `${field} must be at least 0 seconds` })

/** One text the customer fills in, and how the shop placed and animated it. */
export const templateFieldSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{0,23}$/, {
      error: 'name must be 1 to 24 lower-case letters, digits or _, starting with a letter',
    }),
    label: z.string().trim().min(1, { error: 'label is required' }).max(40),
    default: z.string().max(MAX_PERSONAL_TEXT),
    maxLength: z.number().int().min(1).max(MAX_PERSONAL_TEXT),
    upperCase: z.boolean(),
    box: templateBoxSchema,
    font: z.enum(SIGN_FONTS, { error: `font must be one of ${SIGN_FONTS.join(', ')}` }),
    color: z.string().regex(/^#[0-9a-f]{6}$/i, { error: 'color must be #rrggbb' }),
    /** A colour filling the box while the text shows, hiding what the clip has there; null: none. */
    backdrop: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i, { error: 'backdrop must be #rrggbb or null' })
      .nullable()
      .default(null),
    align: z.enum(TEXT_ALIGNS, { error: `align must be one of ${TEXT_ALIGNS.join(', ')}` }),
    animation: z.enum(TEXT_ANIMATIONS, {
      error: `animation must be one of ${TEXT_ANIMATIONS.join(', ')}`,
    }),
    start: seconds('start'),
    end: seconds('end'),
  })
  .refine((field) => field.end > field.start, {
    error: 'end must be after start',
    path: ['end'],
  })
  .refine((field) => [...field.default].length <= field.maxLength, {
    error: 'default must be at most maxLength characters',
    path: ['default'],
  })
  .refine((field) => !CONTROL_CHARACTERS.test(field.default), {
    error: 'default must not contain control characters',
    path: ['default'],
  })
  .refine((field) => undrawableCharacter(field.font, field.default) === null, {
    error: 'default has a character the font cannot draw',
    path: ['default'],
  })
export type TemplateField = z.infer<typeof templateFieldSchema>

/**
 * Where the customer's own logo shows: a box (the logo fitted inside, centred, over an optional
 * backdrop) and a time span.
 */
export const templateLogoSchema = z
  .object({
    label: z.string().trim().min(1, { error: 'label is required' }).max(40),
    box: templateBoxSchema,
    /** A colour filling the box while the logo shows, hiding what the clip has there; null: none. */
    backdrop: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i, { error: 'backdrop must be #rrggbb or null' })
      .nullable()
      .default(null),
    start: seconds('start'),
    end: seconds('end'),
  })
  .refine((slot) => slot.end > slot.start, { error: 'end must be after start', path: ['end'] })
export type TemplateLogo = z.infer<typeof templateLogoSchema>

/**
 * What makes a clip personalisable, made by the shop for one clip version: its text fields and
 * optionally a slot for the customer's logo.
 */
export const personalizationTemplateSchema = z
  .object({
    fields: z.array(templateFieldSchema).max(MAX_TEMPLATE_FIELDS, {
      error: `a template has at most ${MAX_TEMPLATE_FIELDS} text fields`,
    }),
    logo: templateLogoSchema.nullable().default(null),
  })
  .refine((template) => template.fields.length > 0 || template.logo !== null, {
    error: 'a template needs at least one text field or a logo slot',
    path: ['fields'],
  })
  .refine((template) => template.fields.every((field) => field.name !== PERSONAL_LOGO), {
    error: `no field may be named "${PERSONAL_LOGO}": it is the logo slot's`,
    path: ['fields'],
  })
  .refine(
    (template) => new Set(template.fields.map((f) => f.name)).size === template.fields.length,
    {
      error: 'each field needs its own name',
      path: ['fields'],
    },
  )
export type PersonalizationTemplate = z.infer<typeof personalizationTemplateSchema>

/** Where a template disagrees with its clip: each time span must lie inside the clip. */
export function templateProblems(template: PersonalizationTemplate, clipSeconds: number): string[] {
  const after = (end: number, where: string) =>
    end > clipSeconds + 0.001
      ? [`${where}.end: after the clip ends (${clipSeconds.toFixed(1)} s)`]
      : []
  return [
    ...template.fields.flatMap((field, index) => after(field.end, `fields.${index}`)),
    ...(template.logo ? after(template.logo.end, 'logo') : []),
  ]
}

/** What GET /api/productDetails/{id} says of a clip's template: null when it is not personalisable. */
export const productPersonalizationSchema = personalizationTemplateSchema.nullable()
