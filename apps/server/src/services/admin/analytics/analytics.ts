import { type Analytics, type AnalyticsQuery, analyticsRange, utcDay } from '@marquee/core'
import type { Database } from '../../../db/client.ts'
import { badRequest } from '../../../http-error.ts'
import { analyticsWindow } from './analytics-window.ts'
import { conversionStats } from './conversion-stats.ts'
import { creditFlow } from './credit-flow.ts'
import { customOrderTurnaround } from './custom-order-turnaround.ts'
import { recurringRevenue, subscriptionChanges } from './recurring-revenue.ts'
import { revenueByDay } from './revenue-by-day.ts'
import { topClips } from './top-clips.ts'
import { zeroResultSearches } from './zero-result-searches.ts'

/** GET /api/admin/analytics: how the shop did over the days asked for (default the last 30). */
export async function analytics(db: Database, query: AnalyticsQuery): Promise<Analytics> {
  const range = analyticsRange(query, utcDay(new Date()))
  if ('problem' in range) throw badRequest(range.problem)
  const window = analyticsWindow(range.from, range.to)
  const [revenue, recurring, subscriptions, clips, credits, conversions, customOrders, searches] =
    await Promise.all([
      revenueByDay(db, window),
      recurringRevenue(db),
      subscriptionChanges(db, window),
      topClips(db, window),
      creditFlow(db, window),
      conversionStats(db, window),
      customOrderTurnaround(db, window),
      zeroResultSearches(db, window),
    ])
  return {
    from: range.from,
    to: range.to,
    revenue,
    recurring,
    subscriptions,
    topClips: clips,
    credits,
    conversions,
    customOrders,
    zeroResultSearches: searches,
  }
}
