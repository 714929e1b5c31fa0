import type { SortBy } from '@marquee/core'

/*
 * Mirrors of @marquee/core's search.ts values. That module builds zod schemas at load time,
 * so importing a value from it would ship zod to the browser; search-constants.test.ts keeps
 * these equal to the originals.
 */
export const PAGE_SIZE = 12
export const SORT_OPTIONS: readonly SortBy[] = ['asc', 'high', 'low', 'sale']
export const DEFAULT_SORT: SortBy = 'asc'

export const isSortBy = (value: string | null): value is SortBy =>
  value !== null && (SORT_OPTIONS as readonly string[]).includes(value)
