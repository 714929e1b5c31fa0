import { z } from 'zod'
import { FILE_TYPES } from './file-types.ts'
import { multiLineText, orderQuantity, singleLineText } from './input-fields.ts'
import { COMMENTS_REQUIRED_MESSAGE } from './order-messages.ts'

export { FILE_TYPES }
export const yesNoSchema = z.enum(['yes', 'no'])

export { COMMENTS_REQUIRED_MESSAGE, COMMENTS_REQUIRED_TITLE } from './order-messages.ts'

/** The docs/requirements.md §3 fields, kept apart from the comments rule so other forms can extend them. */
export const orderFormFields = z.object({
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

/** docs/requirements.md §5: comments are required only when customising. */
export const commentsGiven = (form: { customization: 'yes' | 'no'; comments: string }) =>
  form.customization === 'no' || form.comments.length > 0

/** The order form of docs/requirements.md §2/§5: what the customer asks for with a clip. */
export const orderFormSchema = orderFormFields.refine(commentsGiven, {
  path: ['comments'],
  message: COMMENTS_REQUIRED_MESSAGE,
})

export type OrderFormData = z.infer<typeof orderFormSchema>
