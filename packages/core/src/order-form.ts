import { z } from 'zod'
import { multiLineText, orderQuantity, singleLineText } from './input-fields.ts'

export const FILE_TYPES = ['mp4', 'avi', 'mpeg', 'gif'] as const
export const yesNoSchema = z.enum(['yes', 'no'])

/** The order form of SPEC §2/§5: what the customer asks for with a clip. */
export const orderFormSchema = z
  .object({
    fileType: z.enum(FILE_TYPES),
    dimensions: z.object({
      width: z.number().int().min(1).max(10_000),
      height: z.number().int().min(1).max(10_000),
    }),
    aspectRatio: singleLineText().max(20),
    customization: yesNoSchema.default('no'),
    comments: multiLineText().trim().max(2000).default(''),
    rushOrder: yesNoSchema.default('no'),
    quantity: orderQuantity().default(1),
  })
  .refine((form) => form.customization === 'no' || form.comments.length > 0, {
    path: ['comments'],
    message: 'Please provide customization instructions in the comments field',
  })

export type OrderFormData = z.infer<typeof orderFormSchema>
