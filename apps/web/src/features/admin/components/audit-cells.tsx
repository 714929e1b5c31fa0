import { type AuditEntry, COMMAND_LINE_ACTOR_ID } from '@marquee/core'
import { whenText } from './status-badge'

const asText = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value)

export const auditColumns = ['When', 'Who', 'Action', 'Entity', 'Before', 'After']

/** One audit entry as the audit log and the detail pages show it. */
export function auditCells(entry: AuditEntry) {
  return [
    whenText(entry.at),
    entry.actorEmail ?? (entry.actorId === COMMAND_LINE_ACTOR_ID ? 'Command line' : entry.actorId),
    <code key="action" className="text-xs">
      {entry.action}
    </code>,
    `${entry.entity} ${entry.entityId}`,
    <code key="before" className="block max-w-xs whitespace-normal break-all text-xs text-zinc-600">
      {asText(entry.before)}
    </code>,
    <code key="after" className="block max-w-xs whitespace-normal break-all text-xs text-zinc-600">
      {asText(entry.after)}
    </code>,
  ]
}
