import { useState } from 'react'
import { useAudit } from '../api/get-audit'
import { AdminListPage, ListFilter } from './admin-list-page'
import { auditCells, auditColumns } from './audit-cells'

/** The kinds of record the back office changes, as the audit log names them. */
const ENTITIES = [
  'order',
  'customer',
  'product',
  'personalization',
  'category',
  'brand',
  'coupon',
  'review',
  'contact-message',
  'custom-request',
]

/** /admin/audit: every change made in the back office, newest first. */
export function AuditPage() {
  const [page, setPage] = useState(1)
  const [entity, setEntity] = useState('')
  return (
    <AdminListPage
      title="Audit log"
      description="Who changed what in the back office, with the record before and after."
      filters={
        <ListFilter
          label="Entity"
          value={entity}
          options={[
            { value: '', label: 'All' },
            ...ENTITIES.map((name) => ({ value: name, label: name })),
          ]}
          onChange={(value) => {
            setEntity(value)
            setPage(1)
          }}
        />
      }
      list={useAudit({ page, entity: entity || undefined })}
      loadingLabel="Loading the audit log"
      caption="Audit entries"
      empty="No changes recorded yet."
      columns={auditColumns}
      row={(entry) => ({ key: entry.id, cells: auditCells(entry) })}
      onPageChange={setPage}
    />
  )
}
