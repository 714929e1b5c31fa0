import { z } from 'zod'

/**
 * What a clip's own media says about it, read by ffprobe when the clip is stored: its length,
 * frame rate, size in pixels, whether its last frame leads back into its first, and how tall
 * its smallest text is.
 */
export const clipFactsSchema = z.object({
  duration_seconds: z.number().nonnegative(),
  fps: z.number().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  seamless_loop: z.boolean(),
  /**
   * How tall the clip's smallest line of text is, in its own pixels (null: no text found),
   * measured once per clip version; the order form scales it to the sign (clip-readability.ts).
   */
  text_height: z.number().int().positive().nullable(),
})

export type ClipFacts = z.infer<typeof clipFactsSchema>
