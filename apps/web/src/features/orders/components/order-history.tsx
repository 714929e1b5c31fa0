import type { Order } from '@marquee/core'
import { PackageOpen } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { useUserOrders } from '../api/get-user-orders'
import { OrderList } from './order-list'

function NoOrders() {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <PackageOpen aria-hidden="true" className="size-10 text-amber-500" />
      <p className="font-semibold text-zinc-900">No orders yet</p>
      <p className="max-w-sm text-sm text-zinc-600">
        Clips you buy or order customised appear here with their progress and a download.
      </p>
      <Link to="/shop" className={buttonClass('dark', 'sm', 'mt-2')}>
        Browse clips
      </Link>
    </div>
  )
}

/** The one checkout being paid: the cart still holds its clips, and checking out again replaces it. */
function FinishPaying() {
  return (
    <p className="col-span-2 text-sm text-zinc-600">
      Not paid yet.{' '}
      <Link to="/shop/cart" className="font-semibold text-amber-700 underline">
        Finish paying in your cart
      </Link>
    </p>
  )
}

/** The account's orders, newest first, a page at a time. */
export function OrderHistory({
  email,
  deliveredActions,
}: {
  email: string
  /** What a delivered custom order offers (the account page passes its download form). */
  deliveredActions?: (order: Order) => ReactNode
}) {
  const [page, setPage] = useState(1)
  const orders = useUserOrders(email, page)
  if (orders.isPending) return <Spinner label="Loading your orders" />
  if (orders.isError) {
    return (
      <p role="alert" className="text-sm font-semibold text-rose-700">
        We could not load your orders. Please try again later.
      </p>
    )
  }
  const { total, pageSize } = orders.data
  if (total === 0) return <NoOrders />
  return (
    <div aria-busy={orders.isFetching}>
      <OrderList
        orders={orders.data.orders}
        deliveredActions={deliveredActions}
        unpaidActions={() => <FinishPaying />}
      />
      <Pagination
        currentPage={page}
        totalPages={Math.ceil(total / pageSize)}
        onPageChange={setPage}
      />
    </div>
  )
}
