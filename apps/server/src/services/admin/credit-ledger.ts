import type { AdminCustomer, AdminCustomerDetail } from '@marquee/core'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rowsOf } from './analytics/analytics-window.ts'
import { handCreditActions, handCreditChange } from './hand-credits.ts'

/** Where each kind of credit is counted: the period's quota, the pack's size, the audit's key. */
const KINDS = {
  downloads: { quota: 'downloads_quota', pack: 'downloads', audit: 'downloads' },
  customisations: {
    quota: 'customizations_quota',
    pack: 'customizations',
    audit: 'customisations',
  },
} as const

/** One kind's credits granted to the customer: periods paid, packs bought, staff's net grants. */
function granted(userId: string, kind: keyof typeof KINDS) {
  const { quota, pack, audit } = KINDS[kind]
  return sql`(select coalesce(sum(${sql.raw(quota)}), 0) from subscription_periods where user_id = ${userId})
    + (select coalesce(sum(cp.${sql.raw(pack)}), 0) from pack_credits pc
        join credit_packs cp on cp.id = pc.credit_pack_id where pc.user_id = ${userId})
    + (select coalesce(sum(${handCreditChange(audit)}), 0) from audit_log
        where entity = 'customer' and entity_id = ${userId} and ${handCreditActions})`
}

/**
 * A customer's credits: granted by the periods paid and the packs bought (as the dashboard's
 * analytics count them) plus staff's grants less take-backs (the audit log's before and
 * after); spent by orders paid with credits (one download each, and its customisation);
 * and the balance the Customers list shows.
 */
export async function creditLedger(
  db: Database,
  customer: AdminCustomer,
): Promise<AdminCustomerDetail['credits']> {
  const [row] = await rowsOf<Record<string, string | number>>(
    db,
    sql`select ${granted(customer.id, 'downloads')} as granted_downloads,
      ${granted(customer.id, 'customisations')} as granted_customisations,
      (select count(*) from credit_spends where user_id = ${customer.id}) as spent_downloads,
      (select coalesce(sum(customizations), 0) from credit_spends where user_id = ${customer.id})
        as spent_customisations`,
  )
  return {
    granted: {
      downloads: Number(row?.granted_downloads ?? 0),
      customisations: Number(row?.granted_customisations ?? 0),
    },
    spent: {
      downloads: Number(row?.spent_downloads ?? 0),
      customisations: Number(row?.spent_customisations ?? 0),
    },
    balance: { downloads: customer.downloads_left, customisations: customer.customisations_left },
  }
}
