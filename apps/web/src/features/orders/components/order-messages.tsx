import { dateFormatter } from '@/lib/date-format'
import { useOrderMessages } from '../api/get-order-messages'

const when = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' })

/** The shop's messages on a custom order, oldest first; nothing while there are none. */
export function OrderMessages({ orderId }: { orderId: number }) {
  const messages = useOrderMessages(orderId)
  const list = messages.data?.messages ?? []
  if (list.length === 0) return null
  return (
    <ol aria-label={`Messages about order ${orderId}`} className="flex flex-col gap-2">
      {list.map((message) => (
        <li key={message.id} className="rounded-lg bg-amber-50 p-3 text-sm text-zinc-800">
          <span className="font-semibold">
            From the shop, <time dateTime={message.at}>{when(new Date(message.at))}</time>:
          </span>{' '}
          {message.body}
        </li>
      ))}
    </ol>
  )
}
