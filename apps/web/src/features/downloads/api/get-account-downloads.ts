import type { AccountDownloads, Licence } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { withToken } from '@/features/auth'

export const accountDownloadsQueryOptions = () =>
  queryOptions({
    queryKey: ['downloads', 'account'],
    queryFn: ({ signal }) => withToken<AccountDownloads>('/downloads', { signal }),
  })

/** GET /api/downloads: the clips this customer bought or downloaded, with fresh links. */
export const useAccountDownloads = () => useQuery(accountDownloadsQueryOptions())

/** GET /api/licences/{id}: one licence, for its printable page. */
export const useLicence = (id: string) =>
  useQuery({
    queryKey: ['licences', id],
    queryFn: ({ signal }) => withToken<Licence>(`/licences/${id}`, { signal }),
  })

/**
 * Whether the customer bought this clip as it is, so its downloads spend no credit: read from
 * the account's downloads, asked only when `enabled` (a subscriber about to download).
 */
export const useBoughtClip = (productId: number, enabled: boolean) =>
  useQuery({
    ...accountDownloadsQueryOptions(),
    enabled,
    select: (data) => data.clips.some((clip) => clip.productId === productId && clip.purchased),
  }).data === true
