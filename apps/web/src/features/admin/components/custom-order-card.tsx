import type { AdminOrder } from '@marquee/core'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { notify } from '@/lib/notify'
import { useCustomOrderActions } from '../api/custom-orders'
import { CustomOrderDue } from './custom-order-due'
import { CustomOrderLogo, withoutLogoLine } from './custom-order-logo'
import { StatusBadge, whenText } from './status-badge'

const fail = (error: Error) => notify('error', error.message)

/** What each step did, said once it is done: the order has moved to that tab. */
const moved: Record<string, (id: number) => string> = {
  in_production: (id) => `Order #${id} is in production: find it under In production.`,
  delivered: (id) =>
    `Order #${id} is delivered: the customer is emailed and it is under Delivered.`,
}

/**
 * One custom order with its due time, the steps it can take next, its master and its
 * messages. Cancel order asks the page's confirmation dialog (`onCancel`); `onMoved` is told
 * when a step took the card to another tab.
 */
export function CustomOrderCard({
  order,
  onCancel,
  onMoved,
}: {
  order: AdminOrder
  onCancel(): void
  onMoved(): void
}) {
  const { move, message, upload } = useCustomOrderActions()
  const { register, handleSubmit, reset, watch } = useForm({ defaultValues: { text: '' } })
  const text = watch('text')
  const fileId = useId()
  const messageId = useId()
  const open = order.status === 'pending' || order.status === 'in_production'
  const comments = order.logo
    ? withoutLogoLine(order.customization_requests)
    : order.customization_requests
  const busy = move.isPending || message.isPending || upload.isPending

  const go = (status: 'in_production' | 'delivered') =>
    move.mutate(
      { id: order.id, status },
      {
        onSuccess: () => {
          notify('success', moved[status]?.(order.id) ?? '')
          onMoved()
        },
        onError: fail,
      },
    )
  const send = handleSubmit(({ text }) =>
    message.mutate(
      { id: order.id, message: text },
      {
        onSuccess: () => {
          notify('success', `Message sent to ${order.user_email}.`)
          reset()
        },
        onError: fail,
      },
    ),
  )
  const uploaded = (replaced: boolean) =>
    notify('success', `Master ${replaced ? 'replaced' : 'uploaded'} for order #${order.id}.`)

  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="rounded-xl bg-white p-5 ring-1 ring-zinc-200"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id={`order-${order.id}`}
            tabIndex={-1}
            className="text-lg font-semibold text-zinc-900 focus:outline-none"
          >
            <Link to={`/admin/orders/${order.id}`} className="underline">
              #{order.id}
            </Link>{' '}
            · {order.product_title}
          </h2>
          <p className="text-sm text-zinc-600">
            {order.user_email} · {order.width}×{order.height} {order.filetype} · placed{' '}
            {whenText(order.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CustomOrderDue order={order} />
          <StatusBadge status={order.status} />
          <StatusBadge status={order.payment_status} />
        </div>
      </header>
      <CustomOrderLogo order={order} />
      <p className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-zinc-50 p-3 text-sm text-zinc-800">
        {comments || 'No instructions given.'}
      </p>
      <p className="mt-3 text-sm text-zinc-700">
        Master clip:{' '}
        {order.master
          ? `uploaded ${whenText(order.master.uploaded_at)} (${Math.round(order.master.bytes / 1024)} KB)`
          : 'not uploaded yet'}
      </p>
      {open && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {order.status === 'pending' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => go('in_production')}
              className={buttonClass('dark', 'sm')}
            >
              Start production
            </button>
          )}
          <label htmlFor={fileId} className={buttonClass('outline', 'sm', 'cursor-pointer')}>
            {upload.isPending ? 'Uploading…' : order.master ? 'Replace master' : 'Upload master'}
          </label>
          <input
            id={fileId}
            type="file"
            accept="video/*"
            disabled={busy}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0]
              const replaced = order.master !== null
              if (file) {
                upload.mutate(
                  { id: order.id, file },
                  { onSuccess: () => uploaded(replaced), onError: fail },
                )
              }
              event.target.value = ''
            }}
          />
          {order.status === 'in_production' && (
            <button
              type="button"
              disabled={busy || !order.master}
              onClick={() => go('delivered')}
              className={buttonClass('primary', 'sm')}
            >
              Deliver
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={onCancel}
            className={buttonClass('ghost', 'sm', 'text-red-800')}
          >
            Cancel order
          </button>
        </div>
      )}
      {order.messages.length > 0 && (
        <ol className="mt-4 flex flex-col gap-2">
          {order.messages.map((each) => (
            <li key={each.id} className="rounded-lg bg-amber-50 p-3 text-sm text-zinc-800">
              <span className="font-semibold">Shop, {whenText(each.at)}:</span> {each.body}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={messageId} className="sr-only">
          Message to {order.user_email}
        </label>
        <input
          id={messageId}
          {...register('text')}
          placeholder="Write to the customer…"
          // flex-1 only in the row: in the phone's column its zero basis collapses the input.
          className="h-10 w-full min-w-0 rounded-lg border border-zinc-300 px-3 text-sm sm:flex-1"
        />
        <button
          type="submit"
          disabled={busy || !text.trim()}
          className={buttonClass('outline', 'sm')}
        >
          Send message
        </button>
      </form>
    </article>
  )
}
