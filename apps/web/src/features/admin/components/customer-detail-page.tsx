import type { AdminCustomerDetail } from '@marquee/core'
import { useParams } from 'react-router'
import { useCustomerDetail } from '../api/detail'
import { WhenLoaded } from './admin-list-page'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { OrderLink } from './detail-links'
import { BackLink, DetailSection, Facts, Nothing } from './detail-parts'
import { dollars } from './dollars'
import { DownloadsTable } from './downloads-table'
import { FigureCard } from './figure-card'
import { StatusBadge, whenText } from './status-badge'

/** "Showing the latest 20 of 31": said only when the list is cut. */
const latest = (shown: number, total: number) =>
  total > shown ? `The latest ${shown} of ${total}.` : null

function Subscription({ detail }: { detail: AdminCustomerDetail }) {
  const plan = detail.subscription
  if (!plan) return <Nothing>No plan: the Free tier.</Nothing>
  return (
    <Facts
      facts={[
        ['Plan', `${plan.plan} · ${dollars(plan.price)} a period`],
        ['Status', <StatusBadge key="status" status={plan.status} />],
        [
          'Each period',
          `${plan.downloads_per_period} downloads, ${plan.customisations_per_period} customisations`,
        ],
        ['Period ends', plan.current_period_end ? whenText(plan.current_period_end) : '—'],
        ['Renews', plan.cancel_at ? `No: ends ${whenText(plan.cancel_at)}` : 'Yes'],
      ]}
    />
  )
}

function Credits({ credits }: { credits: AdminCustomerDetail['credits'] }) {
  const rows = [
    ['Granted', credits.granted],
    ['Spent', credits.spent],
    ['Balance', credits.balance],
  ] as const
  return (
    <AdminTable
      caption="Credits"
      empty="No credits."
      columns={['', 'Downloads', 'Customisations']}
      rows={rows.map(([label, count]) => ({
        key: label,
        cells: [
          <span key="label" className="font-semibold">
            {label}
          </span>,
          count.downloads,
          count.customisations,
        ],
      }))}
    />
  )
}

function CustomerDetail({ detail }: { detail: AdminCustomerDetail }) {
  const { customer, orders, downloads, reviews } = detail
  return (
    <>
      <AdminPageHeader
        title={customer.name}
        description={`${customer.email} · customer since ${whenText(customer.created_at)}`}
        actions={customer.role === 'customer' ? undefined : <StatusBadge status={customer.role} />}
      />
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <FigureCard
          label="Plan"
          value={customer.plan}
          note={customer.status === 'none' ? undefined : customer.status}
        />
        <FigureCard label="Downloads left" value={String(customer.downloads_left)} />
        <FigureCard label="Customisations left" value={String(customer.customisations_left)} />
        <FigureCard label="Orders" value={String(orders.total)} />
      </dl>
      <DetailSection title="Subscription">
        <Subscription detail={detail} />
      </DetailSection>
      <DetailSection title="Credits">
        <Credits credits={detail.credits} />
      </DetailSection>
      <DetailSection title="Orders">
        <AdminTable
          caption="Orders"
          empty="No orders."
          columns={['Order', 'Placed', 'Total', 'Status', 'Payment']}
          rows={orders.items.map((order) => ({
            key: order.id,
            cells: [
              <OrderLink key="link" order={order} />,
              whenText(order.created_at),
              dollars(order.total_price),
              <StatusBadge key="status" status={order.status} />,
              <StatusBadge key="payment" status={order.payment_status} />,
            ],
          }))}
        />
        <p className="mt-2 text-sm text-zinc-600">{latest(orders.items.length, orders.total)}</p>
      </DetailSection>
      <DetailSection title="Downloads">
        <DownloadsTable downloads={downloads.items} />
        <p className="mt-2 text-sm text-zinc-600">
          {latest(downloads.items.length, downloads.total)}
        </p>
      </DetailSection>
      <DetailSection title="Reviews">
        {reviews.length === 0 ? (
          <Nothing>No reviews written.</Nothing>
        ) : (
          <ul className="flex flex-col gap-3">
            {reviews.map((review) => (
              <li key={review.id} className="rounded-xl bg-white p-4 text-sm ring-1 ring-zinc-200">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-zinc-900">{review.product_title}</span>
                  <span>{review.rating} of 5 stars</span>
                  <StatusBadge status={review.status} />
                  <span className="text-zinc-600">{whenText(review.created_at)}</span>
                </div>
                <p className="mt-1 font-medium text-zinc-900">{review.subject}</p>
                <p className="mt-1 break-words text-zinc-700">{review.body}</p>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </>
  )
}

/** /admin/customers/:id: one customer's plan, credits, orders, downloads and reviews. */
export function CustomerDetailPage() {
  const id = useParams().id ?? ''
  return (
    <>
      <BackLink to="/admin/customers">Customers</BackLink>
      <WhenLoaded query={useCustomerDetail(id)} loadingLabel="Loading the customer">
        {(detail) => <CustomerDetail detail={detail} />}
      </WhenLoaded>
    </>
  )
}
