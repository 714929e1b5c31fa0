import { useState } from 'react'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { useAudit } from '../api/get-audit'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'

const ENTITIES = ['order', 'customer', 'contact-message', 'product', 'discount', 'review']

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

const asText = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value)

/** /admin/audit: every change made in the back office, newest first. */
export function AuditPage() {
  const [page, setPage] = useState(1)
  const [entity, setEntity] = useState('')
  const audit = useAudit({ page, entity: entity || undefined })

  return (
    <>
      <AdminPageHeader
        title="Audit log"
        description="Who changed what in the back office, with the record before and after."
        actions={
          <label className="flex items-center gap-2 text-sm font-medium text-zinc-700">
            Entity
            <select
              value={entity}
              onChange={(event) => {
                setEntity(event.target.value)
                setPage(1)
              }}
              className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm"
            >
              <option value="">All</option>
              {ENTITIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        }
      />
      {audit.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : audit.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          {audit.error.message}
        </p>
      ) : (
        <>
          <AdminTable
            caption="Audit entries"
            empty="No changes recorded yet."
            columns={['When', 'Who', 'Action', 'Entity', 'Before', 'After']}
            rows={audit.data.items.map((entry) => ({
              key: entry.id,
              cells: [
                when(entry.at),
                entry.actorEmail ?? entry.actorId,
                <code key="action" className="text-xs">
                  {entry.action}
                </code>,
                `${entry.entity} ${entry.entityId}`,
                <code key="before" className="block max-w-xs break-all text-xs text-zinc-600">
                  {asText(entry.before)}
                </code>,
                <code key="after" className="block max-w-xs break-all text-xs text-zinc-600">
                  {asText(entry.after)}
                </code>,
              ],
            }))}
          />
          <Pagination
            currentPage={audit.data.page}
            totalPages={Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize))}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  )
}
