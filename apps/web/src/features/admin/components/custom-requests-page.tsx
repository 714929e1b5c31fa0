import { useState } from 'react'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { useCustomRequests } from '../api/get-custom-requests'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** /admin/custom-requests: clips asked for from scratch, newest first. */
export function CustomRequestsPage() {
  const [page, setPage] = useState(1)
  const requests = useCustomRequests(page)
  return (
    <>
      <AdminPageHeader
        title="Custom requests"
        description="Clips customers asked us to make from scratch, newest first."
      />
      {requests.isPending ? (
        <Spinner label="Loading the custom requests" />
      ) : requests.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          {requests.error.message}
        </p>
      ) : (
        <>
          <AdminTable
            caption="Custom video requests"
            empty="No custom requests yet."
            columns={[
              'Received',
              'Reference',
              'From',
              'Sign',
              'It should say',
              'Deadline',
              'Files',
            ]}
            rows={requests.data.items.map((item) => ({
              key: item.id,
              cells: [
                when(item.receivedAt),
                item.reference,
                `${item.name} <${item.email}>`,
                `${item.signWidth} × ${item.signHeight}`,
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
              ],
            }))}
          />
          <Pagination
            currentPage={requests.data.page}
            totalPages={Math.max(1, Math.ceil(requests.data.total / requests.data.pageSize))}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  )
}
