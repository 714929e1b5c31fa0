import { Link } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { useDashboard } from '../api/desk'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { ExportCsv } from './export-csv'
import { StatusBadge, whenText } from './status-badge'

const money = (dollars: number) =>
  dollars.toLocaleString(undefined, { style: 'currency', currency: 'USD' })

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-5 ring-1 ring-zinc-200">
      <dt className="text-sm font-medium text-zinc-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-zinc-900">{value}</dd>
    </div>
  )
}

/** /admin: sales, custom work waiting, rush orders due and the latest orders. */
export function DashboardPage() {
  const board = useDashboard()
  if (board.isPending) return <Spinner label="Loading the dashboard" />
  if (board.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
        {board.error.message}
      </p>
    )
  }
  const { sales, open_custom_orders, rush_due, recent_orders } = board.data
  return (
    <>
      <AdminPageHeader title="Dashboard" description="Paid orders and the custom work waiting." />
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label="Sales today" value={money(sales.today)} />
        <Figure label="Last 7 days" value={money(sales.week)} />
        <Figure label="Last 30 days" value={money(sales.month)} />
        <Figure label="Open custom orders" value={String(open_custom_orders)} />
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
            `#${order.id} ${order.product_title}`,
            order.user_email,
            whenText(order.created_at),
            money(order.total_price),
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
