import { couponInputSchema } from '@marquee/core'
import { type FormEvent, useState } from 'react'
import { BusyButton } from '@/components/ui/busy-button'
import { FormField } from '@/components/ui/form-field'
import { useCreateCoupon } from '../api/admin-coupons'
import { fieldErrors, serverFieldError } from './field-errors'

const empty = {
  name: '',
  code: '',
  percentage: '',
  usageLimit: '',
  perCustomerLimit: '',
  expiresAt: '',
}
type Draft = typeof empty

const limitOf = (text: string) => (text.trim() === '' ? null : Number(text))

/** A new coupon, checked with the API's own schema; it works in carts as soon as it is saved. */
export function CouponForm({ onDone }: { onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(empty)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useCreateCoupon()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = couponInputSchema.safeParse({
      name: draft.name,
      code: draft.code,
      percentage: draft.percentage === '' ? Number.NaN : Number(draft.percentage),
      active: true,
      usageLimit: limitOf(draft.usageLimit),
      perCustomerLimit: limitOf(draft.perCustomerLimit),
      // The date input gives a day; the coupon works until that day ends, in the admin's time.
      expiresAt: draft.expiresAt ? new Date(`${draft.expiresAt}T23:59:59`).toISOString() : null,
    })
    if (!checked.success) {
      setErrors(fieldErrors(checked.error))
      return
    }
    setErrors({})
    try {
      await create.mutateAsync(checked.data)
      setDraft(empty)
      onDone()
    } catch (error) {
      setErrors(serverFieldError((error as Error).message))
    }
  }

  const field = (name: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <FormField
      label={label}
      name={name}
      value={draft[name]}
      error={errors[name]}
      onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
      {...extra}
    />
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New coupon"
      className="mb-6 grid gap-4 rounded-xl bg-white p-5 ring-1 ring-zinc-200 sm:grid-cols-2 lg:grid-cols-3"
    >
      <h2 className="text-lg font-bold text-zinc-900 sm:col-span-2 lg:col-span-3">New coupon</h2>
      {field('name', 'Name')}
      {field('code', 'Code', { autoCapitalize: 'characters' })}
      {field('percentage', 'Percent off', { inputMode: 'numeric' })}
      {field('usageLimit', 'Usage limit (blank: none)', { inputMode: 'numeric' })}
      {field('perCustomerLimit', 'Uses per customer (blank: none)', { inputMode: 'numeric' })}
      {field('expiresAt', 'Expires (blank: never)', { type: 'date' })}
      {errors.form && (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800 sm:col-span-2 lg:col-span-3"
        >
          {errors.form}
        </p>
      )}
      <div className="flex gap-3 sm:col-span-2 lg:col-span-3">
        <BusyButton type="submit" busy={create.isPending} busyLabel="Creating…">
          Create coupon
        </BusyButton>
        <button
          type="button"
          onClick={onDone}
          className="h-11 rounded-full px-5 text-sm font-semibold text-zinc-700 hover:bg-zinc-100"
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
