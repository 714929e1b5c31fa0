import { z } from 'zod'
import { multiLineText, singleLineText } from './input-fields.ts'

/** A message from the contact page; the shop reads them from the database. */
export const contactMessageSchema = z.object({
  name: singleLineText().trim().min(1, 'Please enter your name').max(100),
  email: z.email('Please enter a valid email address').max(254),
  subject: singleLineText().trim().min(1, 'Please add a subject').max(150),
  message: multiLineText()
    .trim()
    .min(10, 'Please tell us a little more (at least 10 characters)')
    .max(5000),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const contactReceiptSchema = z.object({ id: z.number().int(), receivedAt: z.string() })
export type ContactReceipt = z.infer<typeof contactReceiptSchema>
