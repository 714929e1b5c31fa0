import type { ExportRange } from '@marquee/core'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { checkoutSessions, creditPacks, invoices, users } from '../../db/schema.ts'
import { type Cell, instant, money } from './csv.ts'
import { withinDays } from './export-range.ts'
import { afterKey, type Keyset, keyColumns, keysetPages } from './keyset-pages.ts'

function readPage(db: Database, range: ExportRange) {
  return (after: Keyset | undefined, limit: number) =>
    db
      .select({
        key: keyColumns(checkoutSessions.createdAt, checkoutSessions.id),
        session: checkoutSessions,
        email: users.email,
        pack: creditPacks,
        invoice: invoices,
      })
      .from(checkoutSessions)
      .innerJoin(users, eq(users.id, checkoutSessions.userId))
      .innerJoin(creditPacks, eq(creditPacks.id, checkoutSessions.creditPackId))
      .leftJoin(
        invoices,
        and(eq(invoices.checkoutSessionId, checkoutSessions.id), eq(invoices.kind, 'invoice')),
      )
      .where(
        and(
          eq(checkoutSessions.kind, 'credit_pack'),
          inArray(checkoutSessions.status, ['complete', 'refunded']),
          withinDays(checkoutSessions.createdAt, range),
          afterKey(checkoutSessions.createdAt, checkoutSessions.id, after, 'uuid'),
        ),
      )
      .orderBy(asc(checkoutSessions.createdAt), asc(checkoutSessions.id))
      .limit(limit)
}

/** Every credit pack paid for in the range (refunded ones show what went back). */
export async function* packPaymentRows(db: Database, range: ExportRange): AsyncGenerator<Cell[]> {
  for await (const row of keysetPages(readPage(db, range))) {
    const { session, pack, invoice } = row
    const refunded = session.status === 'refunded'
    yield [
      session.id,
      'credit pack',
      instant(session.createdAt),
      instant(session.closedAt),
      row.email,
      `${pack.planId} credit pack, ${pack.downloads} downloads, ${pack.customizations} customisations`,
      null,
      refunded ? 'refunded' : 'paid',
      1,
      money(session.amountCents),
      money(0),
      money(invoice?.taxCents ?? 0),
      money(session.amountCents),
      money(refunded ? -session.amountCents : 0),
      session.currency.toUpperCase(),
      invoice?.number ?? null,
    ]
  }
}
