import { REVIEW_STATUSES, type ReviewStatus } from '@marquee/core'
import { useState } from 'react'
import { notify } from '@/lib/notify'
import { useDecideReview, useReviewQueue } from '../api/review-queue'
import { AdminListPage, ListFilter } from './admin-list-page'
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
    <AdminListPage
      title="Reviews"
      description="A customer's review shows on the clip and counts in its rating only once approved."
      filters={
        <ListFilter
          label="Show"
          value={status}
          options={REVIEW_STATUSES.map((name) => ({ value: name, label: STATUS_LABELS[name] }))}
          onChange={(value) => {
            setStatus(value as ReviewStatus)
            setPage(1)
          }}
        />
      }
      notice={
        decide.isError && (
          <p
            role="alert"
            className="mb-4 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300"
          >
            {decide.error.message}
          </p>
        )
      }
      list={queue}
      loadingLabel="Loading the reviews"
      caption={`Reviews: ${STATUS_LABELS[status]}`}
      empty={status === 'pending' ? 'No reviews are waiting.' : 'No reviews here yet.'}
      columns={['Received', 'Clip', 'Reviewer', 'Review', 'Decision']}
      row={(review) => ({
        key: review.id,
        cells: reviewCells({
          review,
          busy: decide.isPending && decide.variables?.id === review.id,
          onDecide: (verb) =>
            decide.mutate(
              { id: review.id, verb },
              {
                onSuccess: () =>
                  notify(
                    'success',
                    verb === 'approve'
                      ? `Approved ${review.name}'s review of “${review.productTitle}”; the clip's page shows it.`
                      : `Rejected ${review.name}'s review of “${review.productTitle}”; it stays hidden.`,
                  ),
              },
            ),
        }),
      })}
      onPageChange={setPage}
    />
  )
}
