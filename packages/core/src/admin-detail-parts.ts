import { z } from 'zod'

/** A download as the back office's detail pages list it: what was made, for whom, how it went. */
export const adminDownloadSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  product_title: z.string(),
  /** The order it was made from (a credit's or a custom order's); null for a bought clip. */
  order_id: z.number().int().nullable(),
  format: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  fit: z.string(),
  depth: z.string(),
  entitlement: z.enum(['purchase', 'credit', 'custom']),
  status: z.enum(['queued', 'converting', 'ready', 'failed']),
  created_at: z.string(),
  ready_at: z.string().nullable(),
})
export type AdminDownload = z.infer<typeof adminDownloadSchema>

/** Downloads and credits count both kinds: a plain download and a customisation. */
export const creditCountSchema = z.object({
  downloads: z.number().int(),
  customisations: z.number().int(),
})
export type CreditCount = z.infer<typeof creditCountSchema>

/** The newest rows of a list and how many there are in all. */
export const latestOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() })
