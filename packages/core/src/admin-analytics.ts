import { z } from 'zod'

/** The longest range the analytics answer for, in days (a year, leap day included). */
export const ANALYTICS_MAX_DAYS = 366
/** The range shown when none is asked for: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30

const DAY_MS = 86_400_000

/** `YYYY-MM-DD` of a time, in UTC. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10)

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`)
    return !Number.isNaN(time) && utcDay(new Date(time)) === day
  }, 'must be a date that exists')

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1

/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))

/** GET /api/admin/analytics: inclusive UTC days; either end may be left out. */
export const analyticsQuerySchema = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .superRefine((range, context) => {
    if (!range.from || !range.to) return
    if (range.from > range.to) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' })
    } else if (daysBetween(range.from, range.to) > ANALYTICS_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${ANALYTICS_MAX_DAYS} days after from`,
      })
    }
  })
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>

/** One day's money, in dollars, net of the refunds paid that day. */
export const revenueDaySchema = z.object({
  date: z.string(),
  total: z.number(),
  oneOff: z.number(),
  plans: z.number(),
  renewals: z.number(),
  packs: z.number(),
  refunds: z.number(),
})
export type RevenueDay = z.infer<typeof revenueDaySchema>

/** The kinds of money a day's revenue is made of (refunds are taken off them). */
export const REVENUE_KINDS = ['oneOff', 'plans', 'renewals', 'packs'] as const
export type RevenueKind = (typeof REVENUE_KINDS)[number]

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  revenue: z.object({ total: z.number(), byDay: z.array(revenueDaySchema) }),
  recurring: z.object({
    mrr: z.number(),
    activeSubscribers: z.array(z.object({ plan: z.string(), count: z.number().int() })),
  }),
  subscriptions: z.object({ new: z.number().int(), cancelled: z.number().int() }),
  topClips: z.object({
    byRevenue: z.array(
      z.object({ productId: z.number().int(), title: z.string(), revenue: z.number() }),
    ),
    byDownloads: z.array(
      z.object({ productId: z.number().int(), title: z.string(), downloads: z.number().int() }),
    ),
  }),
  credits: z.object({ granted: z.number().int(), spent: z.number().int() }),
  conversions: z.object({
    made: z.number().int(),
    failed: z.number().int(),
    p95Seconds: z.number().nullable(),
  }),
  customOrders: z.object({
    delivered: z.number().int(),
    medianTurnaroundHours: z.number().nullable(),
    late: z.number().int(),
  }),
  zeroResultSearches: z.array(z.object({ query: z.string(), count: z.number().int() })),
})
export type Analytics = z.infer<typeof analyticsSchema>

/**
 * The days an analytics request covers: what was asked, `to` defaulting to today and `from`
 * to 30 days before `to`. Answers the problem, naming its field, when the result is not a range.
 */
export function analyticsRange(
  query: AnalyticsQuery,
  today: string,
): { from: string; to: string } | { field: 'from' | 'to'; problem: string } {
  const to = query.to ?? today
  const from = query.from ?? addDays(to, 1 - ANALYTICS_DEFAULT_DAYS)
  if (from > to) return { field: 'from', problem: `from must not be after to (${to})` }
  if (daysBetween(from, to) > ANALYTICS_MAX_DAYS) {
    return { field: 'from', problem: `from must be at most ${ANALYTICS_MAX_DAYS} days before to` }
  }
  return { from, to }
}
