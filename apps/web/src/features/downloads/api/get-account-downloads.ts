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
 * This clip in the account's downloads (bought, or files already got with a credit), asked
 * only when `enabled` (a subscriber about to download); undefined when it has none.
 */
export const useAccountClip = (productId: number, enabled: boolean) =>
  useQuery({
    ...accountDownloadsQueryOptions(),
    enabled,
    select: (data) => data.clips.find((clip) => clip.productId === productId),
  }).data
