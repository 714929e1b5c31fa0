import { useState } from 'react'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { useContactMessages, useDeskActions } from '../api/desk'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { whenText } from './status-badge'

/** /admin/messages: what visitors sent from the contact page. */
export function MessagesPage() {
  const [page, setPage] = useState(1)
  const list = useContactMessages(page)
  const { markRead } = useDeskActions()
  return (
    <>
      <AdminPageHeader title="Contact messages" description="Newest first; unread ones are bold." />
      {list.isPending ? (
        <Spinner label="Loading messages" />
      ) : list.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          {list.error.message}
        </p>
      ) : (
        <>
          <AdminTable
            caption="Contact messages"
            empty="No messages yet."
            columns={['Received', 'From', 'Subject', 'Message', '']}
            rows={list.data.items.map((item) => ({
              key: item.id,
              cells: [
                whenText(item.received_at),
                <span key="from" className={item.read_at ? '' : 'font-semibold'}>
                  {item.name} &lt;{item.email}&gt;
                </span>,
                item.subject,
                <span key="body" className="block max-w-md whitespace-pre-wrap break-words">
                  {item.message}
                </span>,
                item.read_at ? (
                  'Read'
                ) : (
                  <button
                    key="read"
                    type="button"
                    onClick={() => markRead.mutate(item.id)}
                    className="text-sm font-semibold text-amber-800 underline"
                  >
                    Mark read
                  </button>
                ),
              ],
            }))}
          />
          <Pagination
            currentPage={list.data.page}
            totalPages={Math.max(1, Math.ceil(list.data.total / list.data.pageSize))}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  )
}
