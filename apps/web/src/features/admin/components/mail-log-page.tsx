import { useState } from 'react'
import { useMailLog } from '../api/desk'
import { AdminListPage } from './admin-list-page'
import { StatusBadge, whenText } from './status-badge'

/** /admin/mail: every mail the store queued and where it stands; no bodies (they hold links). */
export function MailLogPage() {
  const [page, setPage] = useState(1)
  return (
    <AdminListPage
      title="Mail log"
      description="What the store sent, newest first."
      list={useMailLog(page)}
      loadingLabel="Loading the mail log"
      caption="Mail log"
      empty="No mail yet."
      columns={['Queued', 'To', 'Subject', 'Status', 'Attempts']}
      row={(mail) => ({
        key: mail.id,
        cells: [
          whenText(mail.created_at),
          mail.to,
          mail.subject,
          <StatusBadge key="status" status={mail.status} />,
          mail.attempts,
        ],
      })}
      onPageChange={setPage}
    />
  )
}
