import type { AdminDownload } from '@marquee/core'
import { AdminTable } from './admin-table'
import { StatusBadge, whenText } from './status-badge'

const paidBy = { purchase: 'Purchase', credit: 'Plan credit', custom: 'Custom order' } as const

/** Downloads on a detail page: the clip, the file made, what allowed it and how it went. */
export function DownloadsTable({ downloads }: { downloads: AdminDownload[] }) {
  return (
    <AdminTable
      caption="Downloads"
      empty="No downloads."
      columns={['Clip', 'File', 'Allowed by', 'Status', 'Asked']}
      rows={downloads.map((download) => ({
        key: download.id,
        cells: [
          download.product_title,
          `${download.format.toUpperCase()} ${download.width}×${download.height} · ${download.fit}, ${download.depth}`,
          download.order_id !== null && download.entitlement !== 'purchase'
            ? `${paidBy[download.entitlement]} #${download.order_id}`
            : paidBy[download.entitlement],
          <StatusBadge key="status" status={download.status} />,
          whenText(download.created_at),
        ],
      }))}
    />
  )
}
