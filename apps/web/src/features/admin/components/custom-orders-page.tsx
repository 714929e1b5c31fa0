import type { AdminOrder } from '@marquee/core'
import { useRef, useState } from 'react'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { useCustomOrders } from '../api/custom-orders'
import { AdminPageHeader } from './admin-page-header'
import { CancelOrderDialog } from './cancel-order-dialog'
import { CustomOrderCard } from './custom-order-card'

/** /admin/custom-orders: customised clips to make, rush orders first. */
export function CustomOrdersPage() {
  const [page, setPage] = useState(1)
  const list = useCustomOrders(page)
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null)
  const orderList = useRef<HTMLElement>(null)
  return (
    <>
      <AdminPageHeader
        title="Custom orders"
        description="Make each clip, upload the finished master and deliver it. Rush orders come first."
      />
      {list.isPending ? (
        <Spinner label="Loading custom orders" />
      ) : list.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          {list.error.message}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-zinc-600 ring-1 ring-zinc-200">
          No custom orders yet.
        </p>
      ) : (
        <>
          <section
            ref={orderList}
            tabIndex={-1}
            aria-label="Custom orders"
            className="flex flex-col gap-4 focus:outline-none"
          >
            {list.data.items.map((order) => (
              <CustomOrderCard key={order.id} order={order} onCancel={() => setCancelling(order)} />
            ))}
          </section>
          <Pagination
            currentPage={list.data.page}
            totalPages={Math.max(1, Math.ceil(list.data.total / list.data.pageSize))}
            onPageChange={setPage}
          />
        </>
      )}
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        // A card-paid order leaves the list once refunded; a credit-paid one stays, cancelled.
        focusWhenCancelled={(id) => document.getElementById(`order-${id}`) ?? orderList.current}
      />
    </>
  )
}
