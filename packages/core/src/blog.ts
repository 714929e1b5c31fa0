import { z } from 'zod'

/**
 * A blog entry with the fields docs/requirements.md §1 names; `blog` is the article body as
 * written (Markdown), `html` the same rendered and sanitised by the server.
 */
export const blogEntrySchema = z.object({
  id: z.number().int().positive(),
  img: z.string(),
  title: z.string(),
  author: z.string(),
  date: z.string(),
  desc: z.string(),
  blog: z.string(),
  html: z.string(),
})

export type BlogEntry = z.infer<typeof blogEntrySchema>
