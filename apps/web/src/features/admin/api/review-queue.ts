import type { AdminReviewPage, ModeratedReview, ReviewStatus } from '@marquee/core'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { adminRequest } from './admin-request'

export interface ReviewFilter {
  page: number
  status: ReviewStatus
}

export const reviewQueueQueryOptions = ({ page, status }: ReviewFilter) =>
  queryOptions({
    queryKey: ['admin', 'reviews', status, page],
    queryFn: ({ signal }) =>
      adminRequest<AdminReviewPage>('/reviews', { params: { page, pageSize: 25, status }, signal }),
    placeholderData: keepPreviousData,
  })

export function useReviewQueue(filter: ReviewFilter) {
  return useQuery(reviewQueueQueryOptions(filter))
}

/** Approves or rejects a review; every list of reviews is read again afterwards. */
export function useDecideReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: 'approve' | 'reject' }) =>
      adminRequest<ModeratedReview>(`/reviews/${id}/${verb}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  })
}
