import { useState } from 'react'
import { notify } from '@/lib/notify'
import { useCoupons, useUpdateCoupon } from '../api/admin-coupons'
import { WhenLoaded } from './admin-list-page'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { CouponForm } from './coupon-form'

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })
const expired = (iso: string | null) => iso !== null && new Date(iso).getTime() <= Date.now()

/** /admin/coupons: the code book; create, edit, activate or deactivate, see uses against limits. */
export function CouponsPage() {
  const coupons = useCoupons()
  const update = useUpdateCoupon()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const editable = coupons.data?.find((coupon) => coupon.id === editing) ?? null

  return (
    <>
      <AdminPageHeader
        title="Coupons"
        description="Codes customers type in the cart. A change applies to the next cart at once."
        actions={
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="h-11 rounded-full bg-amber-400 px-5 text-sm font-semibold text-zinc-950 shadow-sm hover:bg-amber-300"
          >
            New coupon
          </button>
        }
      />
      {editing !== null && (
        <CouponForm key={editing} coupon={editable} onDone={() => setEditing(null)} />
      )}
      {update.isError && (
        <p role="alert" className="mb-4 rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {update.error.message}
        </p>
      )}
      <WhenLoaded query={coupons} loadingLabel="Loading the coupons">
        {(data) => (
          <AdminTable
            caption="Coupons"
            empty="No coupons yet."
            columns={['Code', 'Name', 'Off', 'Uses', 'Per customer', 'Expires', 'State', 'Actions']}
            rows={data.map((coupon) => ({
              key: coupon.id,
              cells: [
                <code key="code" className="font-semibold">
                  {coupon.code}
                </code>,
                <span key="name" className="block min-w-40">
                  {coupon.name}
                </span>,
                `${coupon.percentage}%`,
                coupon.usageLimit === null
                  ? `${coupon.usesCount}`
                  : `${coupon.usesCount} of ${coupon.usageLimit}`,
                coupon.perCustomerLimit ?? 'No limit',
                coupon.expiresAt ? day(coupon.expiresAt) : 'Never',
                <span
                  key="state"
                  className={
                    coupon.active && !expired(coupon.expiresAt)
                      ? 'rounded-full bg-emerald-100 px-2 py-1 text-xs font-semibold text-emerald-900'
                      : 'rounded-full bg-zinc-200 px-2 py-1 text-xs font-semibold text-zinc-800'
                  }
                >
                  {!coupon.active ? 'Inactive' : expired(coupon.expiresAt) ? 'Expired' : 'Active'}
                </span>,
                <span key="actions" className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => setEditing(coupon.id)}
                    aria-label={`Edit ${coupon.code}`}
                    className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900"
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    disabled={update.isPending}
                    onClick={() =>
                      update.mutate(
                        { id: coupon.id, patch: { active: !coupon.active } },
                        {
                          onSuccess: () =>
                            notify(
                              'success',
                              coupon.active
                                ? `Coupon ${coupon.code} is off; the cart refuses it now.`
                                : `Coupon ${coupon.code} is on again.`,
                            ),
                        },
                      )
                    }
                    aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} ${coupon.code}`}
                    className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900 disabled:opacity-50"
                  >
                    {coupon.active ? 'Deactivate' : 'Activate'}
                  </button>
                </span>,
              ],
            }))}
          />
        )}
      </WhenLoaded>
    </>
  )
}
