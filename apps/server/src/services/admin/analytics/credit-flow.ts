import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { handCreditActions, handCreditChange } from '../hand-credits.ts'
import { type AnalyticsWindow, rowsOf, within } from './analytics-window.ts'

/**
 * Credits (downloads and customisations alike) granted by the periods paid, the packs bought
 * and the staff by hand (net of what they took back) in the window, and spent by orders in it (credit_spends: one download credit per
 * order and its customisations; a spend given back is removed, so it no longer counts).
 */
export async function creditFlow(db: Database, window: AnalyticsWindow) {
  const [row] = await rowsOf<{ periods: number; packs: number; hand: number; spent: number }>(
    db,
    sql`select
      (select coalesce(sum(p.downloads_quota + p.customizations_quota), 0)::float8
        from subscription_periods p where ${within(sql`p.period_start`, window)}) as periods,
      (select coalesce(sum(cp.downloads + cp.customizations), 0)::float8
        from pack_credits pc join credit_packs cp on cp.id = pc.credit_pack_id
        where ${within(sql`pc.bought_at`, window)}) as packs,
      (select coalesce(sum(${handCreditChange('downloads')} + ${handCreditChange('customisations')}), 0)::float8
        from audit_log where ${handCreditActions} and ${within(sql`at`, window)}) as hand,
      (select coalesce(sum(1 + s.customizations), 0)::float8
        from credit_spends s where ${within(sql`s.spent_at`, window)}) as spent`,
  )
  return {
    granted: Number(row?.periods ?? 0) + Number(row?.packs ?? 0) + Number(row?.hand ?? 0),
    spent: Number(row?.spent ?? 0),
  }
}
