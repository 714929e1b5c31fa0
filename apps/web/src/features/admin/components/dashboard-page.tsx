import { Link } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { useDashboard } from '../api/desk'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { AnalyticsSection } from './analytics/analytics-section'
import { CustomerLink, OrderLink } from './detail-links'
import { dollars } from './dollars'
import { ExportCsv } from './export-csv'
import { FigureCard } from './figure-card'
import { StatusBadge, whenText } from './status-badge'

/** The day's desk: custom work waiting, rush orders due and the latest orders. */
function DeskSection() {
  const board = useDashboard()
  if (board.isPending) return <Spinner label="Loading the orders" />
  if (board.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
        {board.error.message}
      </p>
    )
  }
  const { open_custom_orders, rush_due, recent_orders } = board.data
  return (
    <>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard label="Open custom orders" value={String(open_custom_orders)} />
      </dl>
      <h2 className="mt-8 mb-3 text-lg font-semibold text-zinc-900">Rush orders due</h2>
      <AdminTable
        caption="Rush orders due"
        empty="No rush orders waiting."
        columns={['Order', 'Customer', 'Due', 'Status']}
        rows={rush_due.map((order) => ({
          key: order.id,
          cells: [
            <Link
              key="link"
              to="/admin/custom-orders"
              className="font-semibold text-amber-800 underline"
            >
              #{order.id} {order.product_title}
            </Link>,
            order.user_email,
            order.due_at ? whenText(order.due_at) : '—',
            <StatusBadge key="status" status={order.status} />,
          ],
        }))}
      />
      <h2 className="mt-8 mb-3 text-lg font-semibold text-zinc-900">Recent orders</h2>
      <AdminTable
        caption="Recent orders"
        empty="No orders yet."
        columns={['Order', 'Customer', 'Placed', 'Total', 'Status', 'Payment']}
        rows={recent_orders.map((order) => ({
          key: order.id,
          cells: [
            <OrderLink key="link" order={order} />,
            <CustomerLink key="who" id={order.user_id}>
              {order.user_email}
            </CustomerLink>,
            whenText(order.created_at),
            dollars(order.total_price),
            <StatusBadge key="status" status={order.status} />,
            <StatusBadge key="payment" status={order.payment_status} />,
          ],
        }))}
      />
      <h2 className="mt-8 mb-3 text-lg font-semibold text-zinc-900">Downloads</h2>
      <ExportCsv name="downloads" />
    </>
  )
}

/** /admin: the shop's analytics over a range, then the custom work waiting and the latest orders. */
export function DashboardPage() {
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="What sold and earned, and the work waiting."
      />
      <AnalyticsSection />
      <DeskSection />
    </>
  )
}
