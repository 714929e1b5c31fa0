import { type SearchOrder, type SearchQuery, toCents } from '@marquee/core'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { CatalogLabels } from './catalog-labels.ts'
import { type FacetTallies, facetsFrom, type Summary } from './facet-counts.ts'
import { ALL_FILTERS, categoryIds, FILTER_BITS, given, idsNamed } from './listing-filters.ts'
import { shopProducts } from './product-document.ts'
import { queryRows } from './rows.ts'

/** A text's tsquery and its comparable form (an exact title ranks first). */
export interface TextQuery {
  tsquery: string
  norm: string
}

interface Answer {
  page: number[] | null
  count: number
  categories: { value: number; count: number }[] | null
  brands: { value: number; count: number }[] | null
  sizes: { value: string; count: number }[] | null
  colors: { value: string; count: number }[] | null
  min: number | null
  max: number | null
}

/**
 * One search answered by the database alone, in one statement: the page's ids, the total
 * and the facets, with the in-memory path's filters, order and disjunctive counts
 * (listing-filters.ts, listing-page.ts, facet-counts.ts). It serves while the facet index
 * loads after a start, so the first searches do not wait seconds for it; it scans every
 * match, so it is not the way once the index is in place.
 */
export async function searchInDatabase(
  db: Database,
  query: SearchQuery,
  order: SearchOrder,
  labels: CatalogLabels,
  text: TextQuery | undefined,
): Promise<Summary & { ids: number[] }> {
  const [row] = await queryRows<{ answer: string }>(
    db,
    sql`with q as (select ${text ? sql`to_tsquery('english', ${text.tsquery})` : sql`null::tsquery`} as tsq,
        ${text?.norm ?? ''}::text as norm),
      m as materialized (
        select p.id, p.category_id, p.brand_id, p.price_cents, p.title_key, p.sizes, p.colors,
          ${text ? sql`ts_rank(p.rank_vector, q.tsq)` : sql`0::real`} as rank,
          ${text ? sql`(p.title_key = q.norm)::int` : sql`0`} as exact,
          ${filterMask(query, labels)} as mask
        from ${shopProducts} p, q
        where ${text ? sql`p.search_vector @@ q.tsq` : sql`true`}
          ${order === 'sale' ? sql`and p.old_price_cents > p.price_cents` : sql``})
      select json_build_object(
        'page', (select json_agg(id) from (select id from m where mask = ${sql.raw(String(ALL_FILTERS))}
          order by ${orderBy(order, text !== undefined)}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) as page),
        'count', (select count(*) from m where mask = ${sql.raw(String(ALL_FILTERS))}),
        'categories', ${tally(sql`category_id`, FILTER_BITS.category)},
        'brands', ${tally(sql`brand_id`, FILTER_BITS.brand)},
        'sizes', ${tally(sql`s`, FILTER_BITS.size, sql`, unnest(m.sizes) as s`)},
        'colors', ${tally(sql`c`, FILTER_BITS.color, sql`, unnest(m.colors) as c`)},
        'min', (select min(price_cents) from m where ${others(FILTER_BITS.price)}),
        'max', (select max(price_cents) from m where ${others(FILTER_BITS.price)})
      )::text as answer`,
  )
  const answer = JSON.parse(row?.answer ?? '{}') as Answer
  const tallies: FacetTallies = {
    categories: answer.categories ?? [],
    brands: answer.brands ?? [],
    sizes: answer.sizes ?? [],
    colors: answer.colors ?? [],
    priceCents:
      answer.min === null || answer.max === null ? undefined : { min: answer.min, max: answer.max },
  }
  return { ids: answer.page ?? [], count: answer.count, facets: facetsFrom(tallies, labels) }
}

/** Passes every filter, `own` left out: what a facet counts. */
const others = (own: number) => sql.raw(`(mask | ${own}) = ${ALL_FILTERS}`)

function tally(key: SQL, own: number, from: SQL = sql``): SQL {
  return sql`(select json_agg(json_build_object('value', t.value, 'count', t.count))
    from (select ${key} as value, count(*)::int as count from m ${from}
      where ${others(own)} group by 1) as t)`
}

/** The five filter bits of listing-filters.ts, as SQL over `p`. */
function filterMask(query: SearchQuery, labels: CatalogLabels): SQL {
  const categories = categoryIds(query, labels)
  const brand = given(query.brand)
  const brands = brand === undefined ? undefined : idsNamed(labels.brands, brand)
  const size = given(query.size)
  const color = given(query.color)
  const min = query.minPrice === undefined ? undefined : toCents(query.minPrice)
  const max = query.maxPrice === undefined ? undefined : toCents(query.maxPrice)
  const bit = (test: SQL | undefined, value: number) =>
    test
      ? sql`(case when ${test} then ${sql.raw(String(value))} else 0 end)`
      : sql.raw(String(value))
  return sql`(${bit(categories && inIds(sql`p.category_id`, categories), FILTER_BITS.category)}
    + ${bit(brands && inIds(sql`p.brand_id`, brands), FILTER_BITS.brand)}
    + ${bit(size === undefined ? undefined : sql`exists (select 1 from unnest(p.sizes) as v where lower(v) = ${size})`, FILTER_BITS.size)}
    + ${bit(color === undefined ? undefined : sql`exists (select 1 from unnest(p.colors) as v where lower(v) = ${color})`, FILTER_BITS.color)}
    + ${bit(
      min === undefined && max === undefined
        ? undefined
        : sql`${min === undefined ? sql`true` : sql`p.price_cents >= ${min}`}
          and ${max === undefined ? sql`true` : sql`p.price_cents <= ${max}`}`,
      FILTER_BITS.price,
    )})::int`
}

function inIds(column: SQL, ids: Set<number>): SQL {
  return sql`${column} = any(string_to_array(${[...ids].join(',')}, ',')::int[])`
}

/** listing-page.ts's orders; titles compare by code unit, as JavaScript's `<` does. */
function orderBy(order: SearchOrder, ranked: boolean): SQL {
  const title = sql`title_key collate "C", id`
  if (!ranked) {
    if (order === 'high') return sql`price_cents desc, id`
    return order === 'low' ? sql`price_cents, id` : title
  }
  if (order === 'asc') return title
  if (order === 'low') return sql`price_cents, rank desc, id`
  if (order === 'high') return sql`price_cents desc, rank desc, id`
  return sql`exact desc, rank desc, id`
}
