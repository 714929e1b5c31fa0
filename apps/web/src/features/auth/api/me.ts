import type { Me, UpdateMe, UsedDiscount } from '@marquee/core'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiRequestError, apiRequest } from '@/lib/api-client'
import { useSessionStore } from '../stores/session-store'
import { accessToken } from './auth-client'

/** Calls the API as the signed-in customer; a 401 when there is no session to use. */
export async function withToken<T>(path: string, request: Parameters<typeof apiRequest>[1] = {}) {
  const token = await accessToken()
  if (!token) throw new ApiRequestError(401, 'Please sign in again.')
  return apiRequest<T>(path, { ...request, token })
}

export const meQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['me', email],
    queryFn: ({ signal }) => withToken<Me>('/me', { signal }),
    staleTime: 60_000,
  })

/** The signed-in customer's profile, plan and credits; undefined when signed out. */
export function useMe() {
  const email = useSessionStore((state) => state.user?.email)
  return useQuery({ ...meQueryOptions(email ?? ''), enabled: Boolean(email) })
}

export function useUpdateMe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: UpdateMe) => withToken<Me>('/me', { method: 'PATCH', body: changes }),
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions(me.email).queryKey, me),
  })
}

/** docs/requirements.md §7 GET /discounts?userEmail: the coupons this customer has used. */
export function useUsedDiscounts(email: string | undefined) {
  return useQuery({
    queryKey: ['discounts', 'used', email],
    queryFn: ({ signal }) =>
      withToken<UsedDiscount[]>('/discounts', { params: { userEmail: email }, signal }),
    enabled: Boolean(email),
  })
}

/** Posts with the signed-in customer's token, or without one for a visitor. */
export async function postAsCustomer<T>(path: string, body: unknown): Promise<T> {
  const token = useSessionStore.getState().user ? await accessToken() : null
  return apiRequest<T>(path, { method: 'POST', body, token })
}
