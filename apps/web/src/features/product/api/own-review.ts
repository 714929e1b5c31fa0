import type { OwnReview, ReviewInput } from '@marquee/core'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSessionStore, withToken } from '@/features/auth'

const ownReviewQueryOptions = (productId: number, email: string) =>
  queryOptions({
    queryKey: ['reviews', 'mine', productId, email],
    queryFn: ({ signal }) =>
      withToken<{ review: OwnReview | null }>(`/products/${productId}/reviews/mine`, { signal }),
    select: (answer) => answer.review,
    staleTime: 30_000,
  })

/** The signed-in customer's own review of this clip (pending ones too); null when none. */
export function useOwnReview(productId: number) {
  const email = useSessionStore((state) => state.user?.email)
  return useQuery({ ...ownReviewQueryOptions(productId, email ?? ''), enabled: Boolean(email) })
}

/** Posts (or replaces) the customer's review; it then waits for the shop's approval. */
export function usePostReview(productId: number) {
  const queryClient = useQueryClient()
  const email = useSessionStore((state) => state.user?.email)
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      withToken<OwnReview>(`/products/${productId}/reviews`, { method: 'POST', body: input }),
    onSuccess: (review) =>
      queryClient.setQueryData(ownReviewQueryOptions(productId, email ?? '').queryKey, {
        review,
      }),
  })
}
