import { REVIEW_STATUSES, type ReviewStatus } from '@marquee/core'
import { useState } from 'react'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { useDecideReview, useReviewQueue } from '../api/review-queue'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { reviewCells } from './review-cells'

const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
}

/** /admin/reviews: customers' reviews wait here until the shop approves or rejects them. */
export function ReviewsPage() {
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<ReviewStatus>('pending')
  const queue = useReviewQueue({ page, status })
  const decide = useDecideReview()

  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description="A customer's review shows on the clip and counts in its rating only once approved."
        actions={
          <label className="flex items-center gap-2 text-sm font-medium text-zinc-700">
            Show
            <select
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as ReviewStatus)
                setPage(1)
              }}
              className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm"
            >
              {REVIEW_STATUSES.map((name) => (
                <option key={name} value={name}>
                  {STATUS_LABELS[name]}
                </option>
              ))}
            </select>
          </label>
        }
      />
      {decide.isError && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          {decide.error.message}
        </p>
      )}
      {queue.isPending ? (
        <Spinner label="Loading the reviews" />
      ) : queue.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          {queue.error.message}
        </p>
      ) : (
        <>
          <AdminTable
            caption={`Reviews: ${STATUS_LABELS[status]}`}
            empty={status === 'pending' ? 'No reviews are waiting.' : 'No reviews here yet.'}
            columns={['Received', 'Clip', 'Reviewer', 'Review', 'Decision']}
            rows={queue.data.items.map((review) => ({
              key: review.id,
              cells: reviewCells({
                review,
                busy: decide.isPending && decide.variables?.id === review.id,
                onDecide: (verb) => decide.mutate({ id: review.id, verb }),
              }),
            }))}
          />
          <Pagination
            currentPage={queue.data.page}
            totalPages={Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize))}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  )
}
