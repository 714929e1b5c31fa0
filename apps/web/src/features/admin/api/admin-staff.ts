import type { StaffInvite, StaffInviteResult, StaffMember } from '@marquee/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

const STAFF = ['admin', 'staff'] as const

export function useStaff() {
  return useQuery({
    queryKey: STAFF,
    queryFn: ({ signal }) => adminRequest<StaffMember[]>('/staff', { signal }),
  })
}

/** Gives a role (a new person, a customer, or a change of role); the server mails them. */
export function useInviteStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invite: StaffInvite) =>
      adminRequest<StaffInviteResult>('/staff', { method: 'POST', body: invite }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF }),
  })
}

export function useRevokeStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: string) =>
      adminRequest<{ outcome: string }>(`/staff/${encodeURIComponent(email)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF }),
  })
}
