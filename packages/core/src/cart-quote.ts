import { z } from 'zod'
import { COLOUR_DEPTHS, FIT_MODES } from './conversion-options.ts'
import { couponCodeSchema, discountSchema } from './discount.ts'
import { orderQuantity, recordId } from './input-fields.ts'
import { COMMENTS_REQUIRED_MESSAGE, commentsGiven, orderFormFields } from './order-form.ts'

export const MAX_CART_LINES = 100

/**
 * A cart line's order form: docs/requirements.md §3's fields plus the fit and colour depth the product page
 * chose, kept with the paid order line so the account offers the file as it was bought.
 * Optional: a cart saved before they were sent has neither.
 */
export const cartFormDataSchema = orderFormFields
  .extend({
    fit: z.enum(FIT_MODES).optional(),
    depth: z.enum(COLOUR_DEPTHS).optional(),
    /** A personalisable clip's texts by field name: the line is that clip with these words. */
    personalization: z
      .record(z.string().max(100), z.string({ error: 'each text must be a string' }).max(1000))
      .optional(),
    /** A customised line's logo: the storage key of the customer's own upload (POST /api/upload/s3). */
    logoKey: z.string().min(1).max(300).optional(),
  })
  .refine(commentsGiven, { path: ['comments'], message: COMMENTS_REQUIRED_MESSAGE })

/** What the browser may say about a cart: ids, options and a code, never an amount. */
export const cartQuoteRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: recordId(),
        quantity: orderQuantity(),
        formData: cartFormDataSchema.optional(),
      }),
    )
    .max(MAX_CART_LINES),
  couponCode: couponCodeSchema.optional(),
})
export type CartQuoteRequest = z.input<typeof cartQuoteRequestSchema>

/**
 * `ok`: priced as asked; `repriced`: the clip's price changed since it was added;
 * `missing`: the clip is no longer sold; `out-of-stock`: it cannot be bought now.
 */
export const quoteLineStatusSchema = z.enum(['ok', 'repriced', 'missing', 'out-of-stock'])

export const quoteLineSchema = z.object({
  productId: z.number().int(),
  status: quoteLineStatusSchema,
  title: z.string().nullable(),
  basePrice: z.number(),
  customizationFee: z.number(),
  rushFee: z.number(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
})
export type QuoteLine = z.infer<typeof quoteLineSchema>

/** The server's prices for a cart, in dollars; the checkout charges exactly `total`. */
export const cartQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  coupon: discountSchema.pick({ name: true, discount_code: true, percentage: true }).nullable(),
  couponMessage: z.string().nullable(),
})
export type CartQuote = z.infer<typeof cartQuoteSchema>
