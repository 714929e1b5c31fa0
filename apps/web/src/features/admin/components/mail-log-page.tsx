import { useState } from 'react'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { useMailLog } from '../api/desk'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { StatusBadge, whenText } from './status-badge'

/** /admin/mail: every mail the store queued and where it stands; no bodies (they hold links). */
export function MailLogPage() {
  const [page, setPage] = useState(1)
  const list = useMailLog(page)
  return (
    <>
      <AdminPageHeader title="Mail log" description="What the store sent, newest first." />
      {list.isPending ? (
        <Spinner label="Loading the mail log" />
      ) : list.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          {list.error.message}
        </p>
      ) : (
        <>
          <AdminTable
            caption="Mail log"
            empty="No mail yet."
            columns={['Queued', 'To', 'Subject', 'Status', 'Attempts']}
            rows={list.data.items.map((mail) => ({
              key: mail.id,
              cells: [
                whenText(mail.created_at),
                mail.to,
                mail.subject,
                <StatusBadge key="status" status={mail.status} />,
                mail.attempts,
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
