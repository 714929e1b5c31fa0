import { z } from 'zod'
import { recordId, singleLineText } from './input-fields.ts'

/** The mails a browser may ask for; the server writes each one from its own records. */
export const SEND_EMAIL_TEMPLATES = ['order-submitted'] as const

/**
 * POST /api/send-email: docs/requirements.md §3's email payload. `to` and `subject` are accepted for the
 * SPEC's storefront; the server sends only to the signed-in customer (and the shop), so a
 * `to` of anyone else is refused and the subject is the template's own.
 */
export const sendEmailRequestSchema = z.object({
  to: z.email().max(254).optional(),
  subject: singleLineText().max(200).optional(),
  template: z.string().max(100),
  variables: z
    .object({
      order_id: recordId(),
      name: singleLineText().max(200).optional(),
      properties: z.unknown().optional(),
      videoUrl: z.unknown().optional(),
    })
    .partial({ order_id: true })
    .default({}),
})
export type SendEmailRequest = z.input<typeof sendEmailRequestSchema>

export const sendEmailReceiptSchema = z.object({ sent: z.number().int() })

export const ORDER_SUBMITTED_MESSAGE =
  'Order submitted successfully! Check your email for confirmation.'
export const ORDER_SUBMIT_FAILED_MESSAGE = 'Error submitting order. Please try again.'
export const ORDER_EMAIL_FAILED_MESSAGE =
  'Order submitted but there was an error sending the confirmation email.'
