import { z } from 'zod'

/** The settings the browser may know: an explicit whitelist, never the environment. */
export const runtimeConfigSchema = z.object({
  testMode: z.boolean(),
  customAdUrl: z.string(),
  bookACallUrl: z.string(),
})

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>
