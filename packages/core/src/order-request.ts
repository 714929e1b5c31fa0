import { z } from 'zod'
import { COLOUR_DEPTHS, FIT_MODES, MAX_SIGN_SIDE } from './conversion.ts'
import { COMMENTS_REQUIRED_MESSAGE, commentsGiven, orderFormFields } from './order-form.ts'

const side = z.number().int().min(1).max(MAX_SIGN_SIDE)

/**
 * The product page's order form: the docs/requirements.md §3 fields plus how the clip meets the sign (fit)
 * and the colours its LEDs show (depth), with sides no larger than the converter makes. Kept
 * out of order-form.ts because conversion.ts builds on that module.
 */
export const orderRequestSchema = orderFormFields
  .extend({
    dimensions: z.object({ width: side, height: side }),
    fit: z.enum(FIT_MODES).default('letterbox'),
    depth: z.enum(COLOUR_DEPTHS).default('full'),
  })
  .refine(commentsGiven, { path: ['comments'], message: COMMENTS_REQUIRED_MESSAGE })

export type OrderRequest = z.infer<typeof orderRequestSchema>
