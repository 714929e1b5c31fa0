import { calendarDate } from '@marquee/core'
import { useUsedDiscounts } from '@/features/auth'
import { AccountSection } from './account-section'

const dateFormat = (date: Date) => calendarDate(date, 'medium')

/** docs/requirements.md §7 GET /discounts?userEmail: the coupons this customer has applied. */
export function UsedDiscounts({ email }: { email: string }) {
  const discounts = useUsedDiscounts(email)
  return (
    <AccountSection title="Coupons you have used">
      {discounts.isPending ? (
        <p className="text-sm text-zinc-600">Loading your coupons…</p>
      ) : discounts.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-700">
          Error loading discounts
        </p>
      ) : discounts.data.length === 0 ? (
        <p className="text-sm text-zinc-600">
          No coupons used yet. A code counts as used once the order it was applied to is paid.
        </p>
      ) : (
        <ul className="divide-y divide-zinc-200">
          {discounts.data.map((discount) => (
            <li
              key={`${discount.discount_code}-${discount.used_at}`}
              className="flex flex-wrap justify-between gap-2 py-3"
            >
              <span>
                <span className="font-mono font-semibold text-zinc-900">
                  {discount.discount_code}
                </span>{' '}
                <span className="text-zinc-600">
                  {discount.name} · {discount.percentage}% off
                </span>
              </span>
              <time dateTime={discount.used_at} className="text-sm text-zinc-600">
                {dateFormat(new Date(discount.used_at))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  )
}
