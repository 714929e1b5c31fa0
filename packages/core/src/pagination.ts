/** docs/requirements.md §3 "Page info". */
export interface PageInfo {
  totalItems: number
  currentPage: number
  pageSize: number
  totalPages: number
  startIndex: number
  endIndex: number
}

export function pageInfo(totalItems: number, currentPage: number, pageSize: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize))
  const page = Math.min(Math.max(1, currentPage), totalPages)
  const startIndex = (page - 1) * pageSize
  const endIndex = Math.min(startIndex + pageSize, totalItems) - 1
  return { totalItems, currentPage: page, pageSize, totalPages, startIndex, endIndex }
}

export const PAGINATION_WINDOW = 5

/** The page numbers to show: all when there are 5 or fewer, else a window of 5 around the current one. */
export function paginationWindow(currentPage: number, totalPages: number): number[] {
  if (totalPages <= PAGINATION_WINDOW) {
    return Array.from({ length: totalPages }, (_, index) => index + 1)
  }
  const half = Math.floor(PAGINATION_WINDOW / 2)
  const start = Math.min(Math.max(1, currentPage - half), totalPages - PAGINATION_WINDOW + 1)
  return Array.from({ length: PAGINATION_WINDOW }, (_, index) => start + index)
}
