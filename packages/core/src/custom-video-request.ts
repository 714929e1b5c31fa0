import { z } from 'zod'
import { MAX_SIGN_SIDE } from './conversion.ts'
import { multiLineText, singleLineText } from './input-fields.ts'

const side = (field: string) =>
  z
    .number({ error: `${field} must be a number of pixels` })
    .int({ error: `${field} must be a whole number of pixels` })
    .min(1, { error: `${field} must be at least 1 pixel` })
    .max(MAX_SIGN_SIDE, { error: `${field} must be at most ${MAX_SIGN_SIDE} pixels` })

export const MAX_REQUEST_FILES = 5

/**
 * POST /api/submit-custom-video-query: a clip made from scratch (docs/requirements.md §7). A signed-in
 * customer's name and email come from the account; a visitor gives them. Files are logos
 * the customer uploaded with the upload contract (so only signed-in customers attach them).
 */
export const customVideoRequestSchema = z.object({
  name: singleLineText().trim().min(1, 'Please enter your name').max(100).optional(),
  email: z.email('Please enter a valid email address').max(254).optional(),
  sign_width: side('sign_width'),
  sign_height: side('sign_height'),
  message: multiLineText().trim().min(3, 'Tell us what the sign should say').max(2000),
  imagery: multiLineText().trim().max(2000).default(''),
  deadline: z.iso
    .date('Pick a date for the deadline')
    .optional()
    .refine((date) => !date || date >= new Date().toISOString().slice(0, 10), {
      message: 'The deadline cannot be in the past',
    }),
  files: z
    .array(z.url({ protocol: /^https?$/ }).max(1000))
    .max(MAX_REQUEST_FILES)
    .default([]),
})
export type CustomVideoRequest = z.input<typeof customVideoRequestSchema>

export const customVideoReceiptSchema = z.object({ id: z.number().int(), reference: z.string() })
export type CustomVideoReceipt = z.infer<typeof customVideoReceiptSchema>

export const CUSTOM_REQUEST_SENT_MESSAGE =
  'Thank you! We have your request and reply within two working days.'
