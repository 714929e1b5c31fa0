import { useState } from 'react'
import { useAdminOrders } from '../api/desk'
import { AdminListPage } from './admin-list-page'
import { CustomerLink, OrderLink } from './detail-links'
import { ExportCsv } from './export-csv'
import { RefundDialog, type RefundTarget } from './refund-dialog'
import { StatusBadge, whenText } from './status-badge'

const fieldClass = 'h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm'

/** /admin/orders: every order, searched and filtered; refund a paid one. */
export function OrdersPage() {
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const [payment, setPayment] = useState('')
  const list = useAdminOrders({ page, q, payment })
  const [refunding, setRefunding] = useState<RefundTarget | null>(null)

  return (
    <AdminListPage
      title="Orders"
      description="Every order in the store. Refunding returns the money through the payment provider and revokes the clip."
      filters={
        <div className="flex flex-wrap gap-2">
          <label className="sr-only" htmlFor="orders-search">
            Search orders
          </label>
          <input
            id="orders-search"
            type="search"
            value={q}
            placeholder="#id, email or clip"
            onChange={(event) => {
              setQ(event.target.value)
              setPage(1)
            }}
            className={fieldClass}
          />
          <label className="sr-only" htmlFor="orders-payment">
            Payment
          </label>
          <select
            id="orders-payment"
            value={payment}
            onChange={(event) => {
              setPayment(event.target.value)
              setPage(1)
            }}
            className={fieldClass}
          >
            <option value="">Any payment</option>
            {['paid', 'unpaid', 'subscription', 'refunded', 'failed'].map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
          <ExportCsv name="orders" />
        </div>
      }
      list={list}
      loadingLabel="Loading orders"
      caption="Orders"
      empty="No orders match."
      columns={['Order', 'Customer', 'Placed', 'Total', 'Status', 'Payment', '']}
      row={(order) => ({
        key: order.id,
        cells: [
          <OrderLink key="link" order={order} />,
          <CustomerLink key="who" id={order.user_id}>
            {order.user_email}
          </CustomerLink>,
          whenText(order.created_at),
          `$${order.total_price.toFixed(2)}`,
          <StatusBadge key="status" status={order.status} />,
          <StatusBadge key="payment" status={order.payment_status} />,
          order.payment_status === 'paid' ? (
            <button
              key="refund"
              type="button"
              onClick={() =>
                setRefunding({
                  id: order.id,
                  title: order.product_title,
                  email: order.user_email,
                  total: order.total_price,
                })
              }
              className="text-sm font-semibold text-red-800 underline"
            >
              Refund
            </button>
          ) : null,
        ],
      })}
      onPageChange={setPage}
    >
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </AdminListPage>
  )
}
