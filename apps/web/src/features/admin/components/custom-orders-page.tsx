import { type AdminOrder, CUSTOM_ORDER_TAB_NAMES } from '@marquee/core'
import { useRef, useState } from 'react'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { useCustomOrders } from '../api/custom-orders'
import { AdminPageHeader } from './admin-page-header'
import { CancelOrderDialog } from './cancel-order-dialog'
import { CustomOrderCard } from './custom-order-card'
import { CustomOrderTabs, useCustomOrderTab } from './custom-order-tabs'

/** /admin/custom-orders: customised clips to make, one tab per status, rush and soonest due first. */
export function CustomOrdersPage() {
  const status = useCustomOrderTab()
  // Another tab starts on its first page.
  const [paging, setPaging] = useState({ status, page: 1 })
  const page = paging.status === status ? paging.page : 1
  const list = useCustomOrders(status, page)
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null)
  const orderList = useRef<HTMLElement>(null)
  // A card that moves to another tab leaves this one: focus goes back to the list.
  const focusList = () => orderList.current?.focus()
  return (
    <>
      <AdminPageHeader
        title="Custom orders"
        description="Make each clip, upload the finished master and deliver it. Rush orders come first, then the soonest due."
      />
      <CustomOrderTabs current={status} counts={list.data?.counts} />
      {list.isPending ? (
        <Spinner label="Loading custom orders" />
      ) : list.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          {list.error.message}
        </p>
      ) : (
        <>
          <section
            ref={orderList}
            tabIndex={-1}
            aria-label={`${CUSTOM_ORDER_TAB_NAMES[status]} custom orders`}
            className="flex flex-col gap-4 focus:outline-none"
          >
            {list.data.items.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-zinc-600 ring-1 ring-zinc-200">
                No {CUSTOM_ORDER_TAB_NAMES[status].toLowerCase()} custom orders.
              </p>
            ) : (
              list.data.items.map((order) => (
                <CustomOrderCard
                  key={order.id}
                  order={order}
                  onCancel={() => setCancelling(order)}
                  onMoved={focusList}
                />
              ))
            )}
          </section>
          <Pagination
            currentPage={list.data.page}
            totalPages={Math.max(1, Math.ceil(list.data.total / list.data.pageSize))}
            onPageChange={(next) => setPaging({ status, page: next })}
          />
        </>
      )}
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        focusWhenCancelled={(id) => document.getElementById(`order-${id}`) ?? orderList.current}
      />
    </>
  )
}
