import type { SearchOrder } from '@marquee/core'
import { type SQL, sql } from 'drizzle-orm'
import { labelIds, productDocument } from './product-document.ts'
import { orderBy, type SearchConditions } from './search-filters.ts'

/** Separates the values in a facet's list; no catalogue value holds this control character. */
export const VALUE_SEPARATOR = '\u001f'

/** A page row (product JSON), or the one summary row with the total and the facet lists. */
export interface SearchRow {
  kind: 'page' | 'summary'
  /** Page: position in the order. Summary: the total before paging. */
  n: number
  doc: string | null
  categoryIds: string | null
  brandIds: string | null
  sizes: string | null
  colors: string | null
  minPrice: number | null
  maxPrice: number | null
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
 * The page's products, the total and every facet in one statement and one round trip. The
 * page and the summary each read the matches straight from the GIN index; materialising the
 * matches once for both (a CTE) measured 40% slower on PGlite. The facets come back as flat
 * value lists that the server counts (search-rows.ts), several times cheaper than a GROUP BY
 * per facet. Each facet ignores its own filter, so a sidebar keeps offering the
 * alternatives, and the price range ignores the price filter, so the slider (0 to the
 * maximum) does not shrink as it moves.
 */
export function searchStatement({ from, conditions, order, text, limit, offset }: StatementInput) {
  const { base, category, brand, size, color, price } = conditions
  const ranking = text
    ? sql`ts_rank(p.rank_vector, q.tsq) as rank, p.title_key = q.norm as exact`
    : sql`0 as rank, false as exact`
  const keys = orderBy(order, text)
  const separator = sql.raw(`chr(${VALUE_SEPARATOR.charCodeAt(0)})`)
  const all = sql`${category} and ${brand} and ${size} and ${color} and ${price}`
  return sql`select 'page' as kind, page.position as n, ${productDocument(labelIds)} as doc,
      null as "categoryIds", null as "brandIds", null as sizes, null as colors,
      null::int as "minPrice", null::int as "maxPrice"
    from (
      -- ORDER BY ... LIMIT keeps only the top rows; just those are numbered and built.
      select m.id, (row_number() over (order by ${keys}))::int as position
      from (
        select * from (
          select p.id, p.price_cents, p.title_key, ${ranking} ${from} where ${base} and ${all}
        ) as m
        order by ${keys} limit ${limit} offset ${offset}
      ) as m
    ) as page
    join products p on p.id = page.id
    union all
    select 'summary',
      (count(*) filter (where ${all}))::int,
      null,
      string_agg(p.category_id::text, ',') filter (where ${brand} and ${size} and ${color} and ${price}),
      string_agg(p.brand_id::text, ',') filter (where ${category} and ${size} and ${color} and ${price}),
      string_agg(array_to_string(p.sizes, ${separator}), ${separator})
        filter (where ${category} and ${brand} and ${color} and ${price}),
      string_agg(array_to_string(p.colors, ${separator}), ${separator})
        filter (where ${category} and ${brand} and ${size} and ${price}),
      min(p.price_cents) filter (where ${category} and ${brand} and ${size} and ${color}),
      max(p.price_cents) filter (where ${category} and ${brand} and ${size} and ${color})
    ${from}
    where ${base}`
}
