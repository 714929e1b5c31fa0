import type { AdminOrderDetail } from '@marquee/core'
import { InvoicePdfLink } from '@/features/invoices'
import { AdminTable } from './admin-table'
import { DetailSection, Facts, Nothing } from './detail-parts'
import { dollars } from './dollars'
import { StatusBadge, whenText } from './status-badge'

/** How the order was paid: the card checkout, plan credits, or nothing yet. */
function PaymentFacts({ detail }: { detail: AdminOrderDetail }) {
  const { payment, credits_spent } = detail
  if (payment) {
    return (
      <Facts
        facts={[
          ['Amount', `${dollars(payment.amount)} ${payment.currency.toUpperCase()}`],
          ['Checkout', <StatusBadge key="status" status={payment.status} />],
          ['Provider', payment.provider],
          ['Coupon', payment.coupon ?? 'None'],
          ['Payment', payment.payment_intent_id ?? '—'],
          ['Checkout id', payment.checkout_id],
        ]}
      />
    )
  }
  if (credits_spent) {
    const custom = credits_spent.customisations > 0 ? ' and 1 customisation credit' : ''
    return <Nothing>{`Paid with the plan: 1 download credit${custom}.`}</Nothing>
  }
  return <Nothing>No payment: plan credits were given back or none were needed.</Nothing>
}

/** Payment, its steps in time, refunds and the invoice. */
export function OrderMoney({ detail }: { detail: AdminOrderDetail }) {
  return (
    <>
      <DetailSection title="Payment">
        <PaymentFacts detail={detail} />
        {detail.payment_events.length > 0 && (
          <ol aria-label="Payment events" className="mt-3 flex flex-col gap-1 text-sm">
            {detail.payment_events.map((event) => (
              <li key={`${event.at}-${event.what}`} className="flex flex-wrap gap-x-3">
                <span className="text-zinc-600">{whenText(event.at)}</span>
                <span className="font-medium text-zinc-900">{event.what}</span>
              </li>
            ))}
          </ol>
        )}
      </DetailSection>
      {detail.refunds.length > 0 && (
        <DetailSection title="Refunds">
          <AdminTable
            caption="Refunds"
            empty="No refunds."
            columns={['Amount', 'Reason', 'By', 'Status', 'Asked', 'Made']}
            rows={detail.refunds.map((refund) => ({
              key: refund.requested_at,
              cells: [
                dollars(refund.amount),
                refund.reason,
                refund.actor_email ?? '—',
                <StatusBadge key="status" status={refund.status} />,
                whenText(refund.requested_at),
                refund.completed_at ? whenText(refund.completed_at) : '—',
              ],
            }))}
          />
        </DetailSection>
      )}
      <DetailSection title="Invoice">
        {detail.invoices.length === 0 ? (
          <Nothing>No invoice: nothing was charged by card.</Nothing>
        ) : (
          <ul className="flex flex-col gap-2 rounded-xl bg-white p-5 text-sm ring-1 ring-zinc-200">
            {detail.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-mono font-semibold">{invoice.number}</span>
                <span className="text-zinc-600">
                  {invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ·{' '}
                  {invoice.kind === 'credit_note' ? '−' : ''}
                  {dollars(invoice.total)}
                </span>
                <InvoicePdfLink invoice={invoice} />
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </>
  )
}
