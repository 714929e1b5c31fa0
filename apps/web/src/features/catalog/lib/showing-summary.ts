import { LISTING_PAGE_SIZE, pageInfo } from '@marquee/core'

/**
 * "Showing 1-12 of 30 results". The shop's header uses a hyphen and the search page's an en
 * dash (docs/requirements.md §2 writes them so); both count from the first item of the current page.
 */
export function showingSummary(
  total: number,
  page: number,
  onPage: number,
  dash: '-' | '–' = '-',
): string | null {
  if (total === 0) return null
  const { startIndex } = pageInfo(total, page, LISTING_PAGE_SIZE)
  return `Showing ${startIndex + 1}${dash}${startIndex + onPage} of ${total} results`
}
