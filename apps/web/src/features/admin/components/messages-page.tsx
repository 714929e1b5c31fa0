import { useState } from 'react'
import { notify } from '@/lib/notify'
import { useContactMessages, useDeskActions } from '../api/desk'
import { AdminListPage } from './admin-list-page'
import { whenText } from './status-badge'

/** /admin/messages: what visitors sent from the contact page. */
export function MessagesPage() {
  const [page, setPage] = useState(1)
  const { markRead } = useDeskActions()
  return (
    <AdminListPage
      title="Contact messages"
      description="Newest first; unread ones are bold."
      list={useContactMessages(page)}
      loadingLabel="Loading messages"
      caption="Contact messages"
      empty="No messages yet."
      columns={['Received', 'From', 'Subject', 'Message', '']}
      row={(item) => ({
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
              onClick={() =>
                markRead.mutate(item.id, {
                  onSuccess: () => notify('success', `Marked ${item.name}'s message as read.`),
                })
              }
              className="text-sm font-semibold text-amber-800 underline"
            >
              Mark read
            </button>
          ),
        ],
      })}
      onPageChange={setPage}
    />
  )
}
