import type { Me } from '@marquee/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { meQueryOptions, withToken } from '@/features/auth'

/** POST /api/subscription/resume: the plan renews again; the answer is the updated profile. */
export function useResumeSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => withToken<Me>('/subscription/resume', { method: 'POST' }),
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions(me.email).queryKey, me),
  })
}
