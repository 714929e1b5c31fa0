import { z } from 'zod'
import { adminPage, adminPageQuery } from './admin-list.ts'

/** Where the shop stands with a request: new → in progress → answered or closed. */
export const CUSTOM_REQUEST_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const
export const customRequestStatusSchema = z.enum(CUSTOM_REQUEST_STATUSES)
export type CustomRequestStatus = z.infer<typeof customRequestStatusSchema>

/** One custom video request as the back office lists it. */
export const adminCustomRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  signedIn: z.boolean(),
  signWidth: z.number().int(),
  signHeight: z.number().int(),
  message: z.string(),
  imagery: z.string(),
  deadline: z.string().nullable(),
  files: z.array(z.string()),
  status: customRequestStatusSchema,
  receivedAt: z.string(),
  readAt: z.string().nullable(),
})
export type AdminCustomRequest = z.infer<typeof adminCustomRequestSchema>

export const adminCustomRequestQuerySchema = z.object({
  ...adminPageQuery,
  status: customRequestStatusSchema.optional(),
})

/** GET /api/admin/custom-requests: newest first, optionally only those in one status. */
export const adminCustomRequestPageSchema = adminPage(adminCustomRequestSchema)
export type AdminCustomRequestPage = z.infer<typeof adminCustomRequestPageSchema>

/** PUT /api/admin/custom-requests/:id/status: a request moves on, never back to new. */
export const customRequestMoveSchema = z.object({
  status: customRequestStatusSchema.exclude(['new'], {
    error: 'must be in_progress, answered or closed; a request cannot go back to new',
  }),
})
export type CustomRequestMove = z.infer<typeof customRequestMoveSchema>
