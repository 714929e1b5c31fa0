import type { Sign, SignInput } from '@marquee/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { withToken } from '@/features/auth'

/**
 * POST /api/me/signs, or PATCH /api/me/signs/{id} with an id: the answer is the sign; the
 * profile, which lists the signs and the first one's size, is fetched again.
 */
export function useSaveSign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, sign }: { id?: string; sign: SignInput }) =>
      id
        ? withToken<Sign>(`/me/signs/${id}`, { method: 'PATCH', body: sign })
        : withToken<Sign>('/me/signs', { method: 'POST', body: sign }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  })
}

/** DELETE /api/me/signs/{id}; the profile is fetched again. */
export function useDeleteSign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => withToken<null>(`/me/signs/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  })
}
