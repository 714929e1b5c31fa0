import { Link } from 'react-router'

const linkClass = 'font-semibold text-amber-800 underline'

/** An order's number and clip, opening its page. */
export function OrderLink({ order }: { order: { id: number; product_title: string } }) {
  return (
    <Link to={`/admin/orders/${order.id}`} className={linkClass}>
      #{order.id} {order.product_title}
    </Link>
  )
}

/** A customer's name or email, opening their page. */
export function CustomerLink({ id, children }: { id: string; children: string }) {
  return (
    <Link to={`/admin/customers/${id}`} className={`${linkClass} break-all`}>
      {children}
    </Link>
  )
}
