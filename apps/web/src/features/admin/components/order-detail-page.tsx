import type { AdminOrderDetail } from '@marquee/core'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { useOrderDetail } from '../api/detail'
import { WhenLoaded } from './admin-list-page'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { auditCells, auditColumns } from './audit-cells'
import { CustomerLink, OrderLink } from './detail-links'
import { BackLink, DetailSection, Facts, Nothing } from './detail-parts'
import { dollars } from './dollars'
import { DownloadsTable } from './downloads-table'
import { OrderMoney } from './order-money'
import { RefundDialog, type RefundTarget } from './refund-dialog'
import { StatusBadge, whenText } from './status-badge'

function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const { order, customer } = detail
  const [refunding, setRefunding] = useState<RefundTarget | null>(null)
  const refund = () =>
    setRefunding({
      id: order.id,
      title: order.product_title,
      email: order.user_email,
      total: order.total_price,
    })
  return (
    <>
      <AdminPageHeader
        title={`Order #${order.id}`}
        description={`${order.product_title} · placed ${whenText(order.created_at)}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} />
            {/* A refunded order is refunded in both; one badge says it. */}
            {order.payment_status !== order.status && <StatusBadge status={order.payment_status} />}
            {order.customization_requests && (
              <Link to="/admin/custom-orders" className={buttonClass('outline', 'sm')}>
                Custom orders desk
              </Link>
            )}
            {order.payment_status === 'paid' && (
              <button type="button" onClick={refund} className={buttonClass('outline', 'sm')}>
                Refund
              </button>
            )}
          </div>
        }
      />
      <Facts
        facts={[
          [
            'Customer',
            <span key="who">
              <CustomerLink id={customer.id}>{customer.name}</CustomerLink>
              <span className="block text-zinc-600">{customer.email}</span>
            </span>,
          ],
          ['Total', dollars(order.total_price)],
          ['Paid', order.paid_at ? whenText(order.paid_at) : 'Not paid by card'],
          ['Due', order.due_at ? whenText(order.due_at) : '—'],
        ]}
      />
      <DetailSection title="Lines">
        <AdminTable
          caption="Lines"
          empty="No lines."
          columns={['Line', 'Details', 'Qty', 'Unit', 'Total']}
          rows={detail.lines.map((line) => ({
            key: line.order_id,
            cells: [
              line.order_id === order.id ? (
                <span key="this" className="font-semibold">
                  #{line.order_id} {line.description}
                </span>
              ) : (
                <OrderLink
                  key="link"
                  order={{ id: line.order_id, product_title: line.description }}
                />
              ),
              line.details.join(' · ') || '—',
              line.quantity,
              dollars(line.unit_price),
              dollars(line.total),
            ],
          }))}
        />
      </DetailSection>
      {order.customization_requests && (
        <DetailSection title="Customisation">
          <p className="whitespace-pre-wrap break-words rounded-xl bg-white p-5 text-sm text-zinc-800 ring-1 ring-zinc-200">
            {order.customization_requests}
          </p>
        </DetailSection>
      )}
      <OrderMoney detail={detail} />
      <DetailSection title="Downloads">
        <DownloadsTable downloads={detail.downloads} />
      </DetailSection>
      <DetailSection title="Messages">
        {order.messages.length === 0 ? (
          <Nothing>No messages.</Nothing>
        ) : (
          <ol className="flex flex-col gap-2">
            {order.messages.map((each) => (
              <li
                key={each.id}
                className="break-words rounded-lg bg-amber-50 p-3 text-sm text-zinc-800"
              >
                <span className="font-semibold">
                  {each.author === 'shop' ? 'Shop' : 'Customer'}, {whenText(each.at)}:
                </span>{' '}
                {each.body}
              </li>
            ))}
          </ol>
        )}
      </DetailSection>
      <DetailSection title="Audit">
        <AdminTable
          caption="Audit entries"
          empty="Nothing changed in the back office."
          columns={auditColumns}
          rows={detail.audit.map((entry) => ({ key: entry.id, cells: auditCells(entry) }))}
        />
      </DetailSection>
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </>
  )
}

/** /admin/orders/:id: one order with everything the shop knows of it. */
export function OrderDetailPage() {
  const id = Number(useParams().id)
  return (
    <>
      <BackLink to="/admin/orders">Orders</BackLink>
      <WhenLoaded query={useOrderDetail(id)} loadingLabel="Loading the order">
        {(detail) => <OrderDetail detail={detail} />}
      </WhenLoaded>
    </>
  )
}
