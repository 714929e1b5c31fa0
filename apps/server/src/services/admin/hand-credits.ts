import { type SQL, sql } from 'drizzle-orm'

/** The audit actions of credits given or taken back by hand (customer-credits.ts writes them). */
export const handCreditActions = sql`action in ('credits.grant', 'credits.take-back')`

/**
 * What one such audit row changed a kind of credit by: its `after` less its `before`, the
 * counts customer-credits.ts records ('downloads' or 'customisations').
 */
export const handCreditChange = (kind: 'downloads' | 'customisations'): SQL =>
  sql.raw(`((after->>'${kind}')::int - (before->>'${kind}')::int)`)
