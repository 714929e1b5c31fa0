import { z } from 'zod'

/** What the back office exports as CSV: GET /api/admin/exports/<name>.csv. */
export const EXPORT_NAMES = ['orders', 'customers', 'downloads'] as const
export type ExportName = (typeof EXPORT_NAMES)[number]

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

const day = () => z.string().refine(isDay, 'Give a day that exists, as YYYY-MM-DD')

/** Inclusive UTC days; either end may be left open. */
export const exportRangeQuerySchema = z
  .object({ from: day().optional(), to: day().optional() })
  .superRefine((range, context) => {
    if (range.from && range.to && range.from > range.to)
      context.addIssue({ code: 'custom', path: ['from'], message: 'from is after to' })
  })
export type ExportRange = z.infer<typeof exportRangeQuerySchema>

/** `marquee-orders-2026-11-01-to-2026-11-27.csv`; an open end reads `start` or `today`. */
export function exportFileName(name: ExportName, range: ExportRange, today: string): string {
  return `marquee-${name}-${range.from ?? 'start'}-to-${range.to ?? today}.csv`
}
