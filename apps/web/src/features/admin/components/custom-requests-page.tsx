import {
  type AdminCustomRequest,
  CUSTOM_REQUEST_STATUSES,
  type CustomRequestStatus,
} from '@marquee/core'
import { useState } from 'react'
import { notify } from '@/lib/notify'
import { useCustomRequestActions } from '../api/custom-request-actions'
import { useCustomRequests } from '../api/get-custom-requests'
import { AdminListPage, ListFilter } from './admin-list-page'
import { StatusBadge, whenText } from './status-badge'

const LABELS: Record<CustomRequestStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
}

/** Where a request may move from here: onwards, never back to new. */
const movesFrom = (status: CustomRequestStatus) =>
  CUSTOM_REQUEST_STATUSES.filter((each) => each !== 'new' && each !== status)

function RequestState({ item }: { item: AdminCustomRequest }) {
  const { markRead, move } = useCustomRequestActions()
  const failed = (error: Error) => notify('error', error.message)
  return (
    <span className="flex min-w-40 flex-col items-start gap-2">
      <StatusBadge status={item.status} />
      <select
        aria-label={`Move ${item.reference} to`}
        value=""
        disabled={move.isPending}
        onChange={(event) =>
          move.mutate(
            { id: item.id, status: event.target.value as Exclude<CustomRequestStatus, 'new'> },
            { onError: failed },
          )
        }
        className="h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm"
      >
        <option value="">Move to…</option>
        {movesFrom(item.status).map((status) => (
          <option key={status} value={status}>
            {LABELS[status]}
          </option>
        ))}
      </select>
      {!item.readAt && (
        <button
          type="button"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(item.id, { onError: failed })}
          aria-label={`Mark ${item.reference} read`}
          className="text-sm font-semibold text-amber-800 underline"
        >
          Mark read
        </button>
      )}
    </span>
  )
}

/** /admin/custom-requests: clips asked for from scratch, newest first, worked through by status. */
export function CustomRequestsPage() {
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<CustomRequestStatus | null>(null)
  const requests = useCustomRequests(page, status)
  return (
    <AdminListPage
      title="Custom requests"
      description="Clips customers asked us to make from scratch, newest first; unread ones are bold."
      filters={
        <ListFilter
          label="Status"
          value={status ?? ''}
          options={[
            { value: '', label: 'All' },
            ...CUSTOM_REQUEST_STATUSES.map((each) => ({ value: each, label: LABELS[each] })),
          ]}
          onChange={(value) => {
            setStatus(value === '' ? null : (value as CustomRequestStatus))
            setPage(1)
          }}
        />
      }
      list={requests}
      loadingLabel="Loading the custom requests"
      caption="Custom video requests"
      empty={status ? `No ${LABELS[status].toLowerCase()} requests.` : 'No custom requests yet.'}
      columns={['Received', 'From', 'Sign', 'It should say', 'Deadline', 'Files', 'Status']}
      row={(item) => ({
        key: item.id,
        cells: [
          <span key="when" className="block min-w-28">
            <span className="block">{whenText(item.receivedAt)}</span>
            <span className="block text-xs text-zinc-600">{item.reference}</span>
          </span>,
          <span key="from" className={item.readAt ? '' : 'font-semibold'}>
            {item.name} &lt;{item.email}&gt;
          </span>,
          <span key="sign" className="whitespace-nowrap">
            {item.signWidth} × {item.signHeight}
          </span>,
          <span key="message" className="block max-w-xs whitespace-pre-wrap break-words">
            {item.message}
            {item.imagery ? ` · ${item.imagery}` : ''}
          </span>,
          item.deadline ?? '—',
          item.files.length === 0
            ? '—'
            : item.files.map((file, index) => (
                <a key={file} href={file} className="mr-2 font-semibold underline">
                  File {index + 1}
                </a>
              )),
          <RequestState key="state" item={item} />,
        ],
      })}
      onPageChange={setPage}
    />
  )
}
