import { z } from 'zod'

/**
 * What a clip's own media says about it, read by ffprobe when the clip is stored: its length,
 * frame rate, size in pixels and whether its last frame leads back into its first.
 */
export const clipFactsSchema = z.object({
  duration_seconds: z.number().nonnegative(),
  fps: z.number().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  seamless_loop: z.boolean(),
})

export type ClipFacts = z.infer<typeof clipFactsSchema>
