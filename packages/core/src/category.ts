import { z } from 'zod'

export const categorySchema = z.object({
  parentTitle: z.string(),
  children: z.array(z.string()),
})

export type Category = z.infer<typeof categorySchema>
