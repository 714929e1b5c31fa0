import { z } from 'zod'

/** The one JSON error shape every API route answers with. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
})

export type ApiError = z.infer<typeof apiErrorSchema>
