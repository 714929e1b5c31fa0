import type { AdminCustomRequest, CustomRequestMove } from '@marquee/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

/** Mark a custom request read, or move it on; the list is read again after either. */
export function useCustomRequestActions() {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin', 'custom-requests'] })
  return {
    markRead: useMutation({
      mutationFn: (id: number) =>
        adminRequest<AdminCustomRequest>(`/custom-requests/${id}/read`, { method: 'POST' }),
      onSuccess,
    }),
    move: useMutation({
      mutationFn: ({ id, status }: { id: number } & CustomRequestMove) =>
        adminRequest<AdminCustomRequest>(`/custom-requests/${id}/status`, {
          method: 'PUT',
          body: { status },
        }),
      onSuccess,
    }),
  }
}
