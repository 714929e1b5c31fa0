import { z } from 'zod'
import { adminPage, adminPageQuery } from './admin-list.ts'
import { adminOrderSchema } from './admin-orders.ts'

export const contactMessagesQuerySchema = z.object({
  ...adminPageQuery,
  unread: z.enum(['true', 'false']).optional(),
})

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  received_at: z.string(),
  read_at: z.string().nullable(),
})
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>
export const adminContactMessagePageSchema = adminPage(adminContactMessageSchema)
export type AdminContactMessagePage = z.infer<typeof adminContactMessagePageSchema>

export const mailLogQuerySchema = z.object({ ...adminPageQuery })

/** One outgoing mail, without its body: bodies can hold sign-in links. */
export const mailLogEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
})
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>
export const mailLogPageSchema = adminPage(mailLogEntrySchema)
export type MailLogPage = z.infer<typeof mailLogPageSchema>

export const dashboardSchema = z.object({
  open_custom_orders: z.number().int(),
  rush_due: z.array(adminOrderSchema),
  recent_orders: z.array(adminOrderSchema),
})
export type Dashboard = z.infer<typeof dashboardSchema>
