import type { AdminOrder, CustomOrderPage, CustomOrderTab } from '@marquee/core'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { accessToken } from '@/features/auth'
import { ApiRequestError, apiUrl } from '@/lib/api-client'
import { adminRequest } from './admin-request'

export const customOrdersQueryOptions = (status: CustomOrderTab, page: number) =>
  queryOptions({
    queryKey: ['admin', 'custom-orders', status, page],
    queryFn: ({ signal }) =>
      adminRequest<CustomOrderPage>('/custom-orders', {
        params: { status, page, pageSize: 25 },
        signal,
      }),
    // The tabs and their counts stay on screen while another tab loads.
    placeholderData: keepPreviousData,
  })

/** One tab of the studio's queue, with every tab's count. */
export function useCustomOrders(status: CustomOrderTab, page: number) {
  return useQuery(customOrdersQueryOptions(status, page))
}

type Answer = { order: AdminOrder }

/** The finished clip goes up as the request body itself, streamed by the browser. */
async function putMaster(id: number, file: File): Promise<Answer> {
  const token = await accessToken()
  if (!token) throw new ApiRequestError(401, 'Please sign in again.')
  const response = await fetch(apiUrl(`/admin/custom-orders/${id}/master`), {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': file.type || 'application/octet-stream',
    },
    body: file,
  })
  const body = (await response.json()) as Answer & { message?: string }
  if (!response.ok) throw new ApiRequestError(response.status, body.message ?? response.statusText)
  return body
}

/** Every change to a custom order refreshes the lists it appears in. */
export function useCustomOrderActions() {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin'] })
  return {
    move: useMutation({
      mutationFn: ({ id, ...move }: { id: number; status: string; reason?: string }) =>
        adminRequest<Answer>(`/custom-orders/${id}/status`, { method: 'POST', body: move }),
      onSuccess,
    }),
    message: useMutation({
      mutationFn: ({ id, message }: { id: number; message: string }) =>
        adminRequest<Answer>(`/custom-orders/${id}/messages`, {
          method: 'POST',
          body: { message },
        }),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => putMaster(id, file),
      onSuccess,
    }),
  }
}
