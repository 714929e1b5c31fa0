import { z } from 'zod'
import { adminPage, adminPageQuery } from './admin-list.ts'

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
  status: z.string(),
  receivedAt: z.string(),
})
export type AdminCustomRequest = z.infer<typeof adminCustomRequestSchema>

export const adminCustomRequestQuerySchema = z.object({ ...adminPageQuery })

/** GET /api/admin/custom-requests: newest first. */
export const adminCustomRequestPageSchema = adminPage(adminCustomRequestSchema)
export type AdminCustomRequestPage = z.infer<typeof adminCustomRequestPageSchema>
