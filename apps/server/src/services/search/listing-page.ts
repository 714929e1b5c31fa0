import type { SearchOrder } from '@marquee/core'
import type { FacetIndex, ProductFacets } from './facet-index.ts'
import type { TextMatches } from './text-matches.ts'

export interface PageInput {
  order: SearchOrder
  /** The text's matches, best first; undefined for a listing without text. */
  text: TextMatches | undefined
  index: FacetIndex
  /** True for a result: within the sale rule and every filter. */
  isResult: (product: ProductFacets) => boolean
  offset: number
  limit: number
}

/**
 * The page's product ids in the search's order. Ties always fall back to the id, so paging
 * never repeats or skips a product. A listing walks the index's title or price order and a
 * ranked search its matches, each stopping at the end of the page; only a text search sorted
 * by title or price sorts its results.
 */
export function pageIds(input: PageInput): number[] {
  const { order, text, index } = input
  if (!text) {
    if (order === 'high') return take(input, descendingPrice(index))
    return take(input, order === 'low' ? index.byPrice.all : index.byTitle.all)
  }
  if (order === 'relevance' || order === 'sale') return take(input, text.ids)
  return sortedResults(input, text)
}

function take({ index, isResult, offset, limit }: PageInput, ids: Iterable<number>): number[] {
  const page: number[] = []
  let skipped = 0
  for (const id of ids) {
    const product = index.get(id)
    if (!product || !isResult(product)) continue
    if (skipped < offset) skipped++
    else if (page.push(id) >= limit) break
  }
  return page
}

/** Highest price first, ids ascending within one price (the price order read backwards by runs). */
function* descendingPrice(index: FacetIndex): Generator<number> {
  const ids = index.byPrice.all
  let end = ids.length
  while (end > 0) {
    const price = index.get(ids[end - 1] as number)?.priceCents
    let start = end - 1
    while (start > 0 && index.get(ids[start - 1] as number)?.priceCents === price) start--
    for (let at = start; at < end; at++) yield ids[at] as number
    end = start
  }
}

function sortedResults(input: PageInput, text: TextMatches): number[] {
  const { order, index, isResult, offset, limit } = input
  const results: { id: number; rank: number; product: ProductFacets }[] = []
  text.ids.forEach((id, at) => {
    const product = index.get(id)
    if (product && isResult(product)) results.push({ id, rank: text.ranks[at] as number, product })
  })
  if (order === 'asc') {
    results.sort((x, y) => {
      const a = x.product.titleKey
      const b = y.product.titleKey
      return a < b ? -1 : a > b ? 1 : x.id - y.id
    })
  } else {
    const direction = order === 'high' ? -1 : 1
    results.sort(
      (x, y) =>
        direction * (x.product.priceCents - y.product.priceCents) || y.rank - x.rank || x.id - y.id,
    )
  }
  return results.slice(offset, offset + limit).map((result) => result.id)
}
