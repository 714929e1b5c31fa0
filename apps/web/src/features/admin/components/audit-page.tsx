import { COMMAND_LINE_ACTOR_ID } from '@marquee/core'
import { useState } from 'react'
import { useAudit } from '../api/get-audit'
import { AdminListPage, ListFilter } from './admin-list-page'
import { whenText } from './status-badge'

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

const asText = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value)

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
      columns={['When', 'Who', 'Action', 'Entity', 'Before', 'After']}
      row={(entry) => ({
        key: entry.id,
        cells: [
          whenText(entry.at),
          entry.actorEmail ??
            (entry.actorId === COMMAND_LINE_ACTOR_ID ? 'Command line' : entry.actorId),
          <code key="action" className="text-xs">
            {entry.action}
          </code>,
          `${entry.entity} ${entry.entityId}`,
          <code
            key="before"
            className="block max-w-xs whitespace-normal break-all text-xs text-zinc-600"
          >
            {asText(entry.before)}
          </code>,
          <code
            key="after"
            className="block max-w-xs whitespace-normal break-all text-xs text-zinc-600"
          >
            {asText(entry.after)}
          </code>,
        ],
      })}
      onPageChange={setPage}
    />
  )
}
