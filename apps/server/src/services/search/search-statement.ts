import type { SearchOrder } from '@marquee/core'
import { type SQL, sql } from 'drizzle-orm'
import { orderBy, type SearchConditions } from './search-filters.ts'

/** One bit per sidebar filter in a match's mask: set when the product passes that filter. */
export const FILTER_BITS = { category: 1, brand: 2, size: 4, color: 8, price: 16 } as const
/** The mask of a product that passes every filter: a result. */
export const ALL_FILTERS = 31

/** A page row (a product's id), or the one summary row listing every match. */
export interface SearchRow {
  kind: 'page' | 'summary'
  /** Page: position in the order. */
  n: number | null
  id: number | null
  /** Summary: `id:mask` of every product that matches the text and the sale rule. */
  matches: string | null
}

export interface StatementInput {
  /** `from products p`, cross joined to `q` (tsquery, norm) when there is text. */
  from: SQL
  conditions: SearchConditions
  order: SearchOrder
  text: boolean
  limit: number
  offset: number
}

/**
 * The page's product ids and the list of matches in one statement and one round trip. The
 * matches are read from the GIN index once, narrowed to what sorting needs plus a mask of
 * the sidebar filters they pass; the page is the top of those passing all five. The server
 * counts the total and the facets from the masks and its in-memory facet index
 * (facet-index.ts), and takes the page's documents from its cache (product-document-cache.ts),
 * so no product row is read twice and no value list or document is built per search.
 */
export function searchStatement({ from, conditions, order, text, limit, offset }: StatementInput) {
  const { base, category, brand, size, color, price } = conditions
  const ranking = text
    ? sql`ts_rank(p.rank_vector, q.tsq) as rank, p.title_key = q.norm as exact`
    : sql`0 as rank, false as exact`
  const bit = (condition: SQL, value: number) =>
    sql`(case when ${condition} then ${sql.raw(String(value))} else 0 end)`
  const mask = sql`${bit(category, FILTER_BITS.category)} + ${bit(brand, FILTER_BITS.brand)}
    + ${bit(size, FILTER_BITS.size)} + ${bit(color, FILTER_BITS.color)} + ${bit(price, FILTER_BITS.price)}`
  const keys = orderBy(order, text)
  return sql`with m as materialized (
      select p.id, p.price_cents, p.title_key, ${ranking}, ${mask} as mask ${from} where ${base}
    )
    select 'page' as kind, (row_number() over (order by ${keys}))::int as n, m.id, null as matches
    from (
      -- ORDER BY ... LIMIT keeps only the top rows; just those are numbered.
      select * from m where m.mask = ${sql.raw(String(ALL_FILTERS))}
      order by ${keys} limit ${limit} offset ${offset}
    ) as m
    union all
    select 'summary', null, null, string_agg(m.id || ':' || m.mask, ',') from m`
}
