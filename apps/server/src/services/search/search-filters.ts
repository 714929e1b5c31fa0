import { type SearchOrder, type SearchQuery, toCents } from '@marquee/core'
import { type SQL, sql } from 'drizzle-orm'

/**
 * The conditions of one search over `products p`. Each sidebar filter is its own condition
 * so the facets can leave out their own dimension (a chosen brand still lists the other
 * brands). Category and brand names become id lists in small subqueries, so the matched
 * rows are never joined row by row.
 */
export interface SearchConditions {
  /** Text match and the sale rule: what every count and facet is taken within. */
  base: SQL
  category: SQL
  brand: SQL
  size: SQL
  color: SQL
  price: SQL
}

const always = sql`true`

/** Blank parameters (`?brand=`) mean "no filter", as the shop's reset links send them. */
const given = (value: string | undefined) => (value ? value : undefined)

export function searchConditions(
  query: SearchQuery,
  order: SearchOrder,
  textMatch: SQL | undefined,
): SearchConditions {
  return {
    base: and([textMatch, order === 'sale' ? sql`p.old_price_cents > p.price_cents` : undefined]),
    category: and([
      titleIs(given(query.productType), true),
      titleIs(given(query.category), true),
      titleIs(given(query.subcategory), false),
    ]),
    brand: given(query.brand)
      ? sql`p.brand_id in (select b.id from brands b where lower(b.name) = lower(${query.brand}))`
      : always,
    size: arrayHas(sql`p.sizes`, given(query.size)),
    color: arrayHas(sql`p.colors`, given(query.color)),
    price: and([
      query.minPrice === undefined ? undefined : sql`p.price_cents >= ${toCents(query.minPrice)}`,
      query.maxPrice === undefined ? undefined : sql`p.price_cents <= ${toCents(query.maxPrice)}`,
    ]),
  }
}

/** `productType` and `category` name a parent or a child category; `subcategory` only a child. */
function titleIs(title: string | undefined, orParent: boolean): SQL | undefined {
  if (title === undefined) return undefined
  const child = sql`lower(c.title) = lower(${title})`
  const named = orParent ? sql`${child} or lower(pc.title) = lower(${title})` : child
  return sql`p.category_id in (select c.id from categories c
    left join categories pc on pc.id = c.parent_id where ${named})`
}

function arrayHas(column: SQL, value: string | undefined): SQL {
  if (value === undefined) return always
  return sql`exists (select 1 from unnest(${column}) as v where lower(v) = lower(${value}))`
}

function and(parts: (SQL | undefined)[]): SQL {
  const present = parts.filter((part): part is SQL => part !== undefined)
  if (present.length === 0) return always
  return sql.join(
    present.map((part) => sql`(${part})`),
    sql` and `,
  )
}

/**
 * Sort keys over the matched rows `m` (see search-statement.ts). Ties always fall back to
 * the id, so paging never repeats or skips a product.
 */
export function orderBy(order: SearchOrder, ranked: boolean): SQL {
  const rank = ranked ? sql`m.rank desc,` : sql``
  switch (order) {
    case 'high':
      return sql`m.price_cents desc, ${rank} m.id`
    case 'low':
      return sql`m.price_cents asc, ${rank} m.id`
    case 'asc':
      return sql`m.title_key collate "C", m.id`
    default:
      // relevance, and sale's default: best match first when there is text, else by title.
      return ranked ? sql`m.exact desc, m.rank desc, m.id` : sql`m.title_key collate "C", m.id`
  }
}
