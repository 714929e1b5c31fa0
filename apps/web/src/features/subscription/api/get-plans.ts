import type { CreditPack, Plan } from '@marquee/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

export interface PlansResponse {
  plans: Plan[]
  creditPacks: CreditPack[]
}

/** GET /api/plans: the plans and credit packs as the store sells them (editable in its database). */
export const getPlans = (signal?: AbortSignal) => apiGet<PlansResponse>('/plans', undefined, signal)

export const getPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
  })

export const usePlans = () => useQuery(getPlansQueryOptions())
