import { useSearchParams } from 'react-router'
import { scrollToElement } from '@/lib/scroll'

/** The id of the product area that every filter, sort and page change scrolls to. */
export const PRODUCTS_ANCHOR = 'shop-products'

export type QueryChanges = Record<string, string | number | null>

/**
 * docs/requirements.md §4: each selection merges into the address query and scrolls to the product area
 * with a 120 px offset. A change that is not itself a page turn starts again at page 1, since
 * the old page number may not exist in the new result.
 */
export function useMergeQuery(): (changes: QueryChanges) => void {
  const [params, setParams] = useSearchParams()
  return (changes) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key)
      else next.set(key, String(value))
    }
    if (!('page' in changes)) next.delete('page')
    setParams(next, { preventScrollReset: true })
    requestAnimationFrame(() => scrollToElement(PRODUCTS_ANCHOR))
  }
}
