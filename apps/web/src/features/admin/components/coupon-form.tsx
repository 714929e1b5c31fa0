import { type AdminCoupon, couponInputSchema, couponPatchSchema } from '@marquee/core'
import { useForm } from 'react-hook-form'
import { BusyButton } from '@/components/ui/busy-button'
import { FormField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useCreateCoupon, useUpdateCoupon } from '../api/admin-coupons'
import { fieldErrors, serverFieldError } from './field-errors'

const FIELDS = [
  'name',
  'code',
  'percentage',
  'usageLimit',
  'perCustomerLimit',
  'expiresAt',
] as const
type TextField = (typeof FIELDS)[number]
type Draft = Record<TextField, string> & { active: boolean }

const pad = (n: number) => String(n).padStart(2, '0')
/** The day an expiry falls on in the admin's time, as a date input holds it. */
const dayOf = (iso: string) => {
  const date = new Date(iso)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function draftOf(coupon: AdminCoupon | null): Draft {
  return {
    name: coupon?.name ?? '',
    code: coupon?.code ?? '',
    percentage: coupon ? String(coupon.percentage) : '',
    usageLimit: coupon?.usageLimit == null ? '' : String(coupon.usageLimit),
    perCustomerLimit: coupon?.perCustomerLimit == null ? '' : String(coupon.perCustomerLimit),
    expiresAt: coupon?.expiresAt ? dayOf(coupon.expiresAt) : '',
    active: coupon?.active ?? true,
  }
}

const limitOf = (text: string) => (text.trim() === '' ? null : Number(text))

function inputOf(draft: Draft) {
  return {
    name: draft.name,
    percentage: draft.percentage === '' ? Number.NaN : Number(draft.percentage),
    active: draft.active,
    usageLimit: limitOf(draft.usageLimit),
    perCustomerLimit: limitOf(draft.perCustomerLimit),
    // The date input gives a day; the coupon works until that day ends, in the admin's time.
    expiresAt: draft.expiresAt ? new Date(`${draft.expiresAt}T23:59:59`).toISOString() : null,
  }
}

/**
 * A new coupon, or the settings of one (its code stays as created), checked with the API's
 * own schema; the change applies in carts as soon as it is saved.
 */
export function CouponForm({
  coupon = null,
  onDone,
}: {
  coupon?: AdminCoupon | null
  onDone: () => void
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Draft>({ defaultValues: draftOf(coupon) })
  const create = useCreateCoupon()
  const update = useUpdateCoupon()
  const label = coupon ? `Edit ${coupon.code}` : 'New coupon'

  /** The request for a valid draft, or the draft's field errors. */
  const send = (draft: Draft): Promise<unknown> | Record<string, string> => {
    const input = inputOf(draft)
    if (coupon) {
      const checked = couponPatchSchema.safeParse(input)
      if (!checked.success) return fieldErrors(checked.error)
      return update.mutateAsync({ id: coupon.id, patch: checked.data })
    }
    const checked = couponInputSchema.safeParse({ ...input, code: draft.code })
    return checked.success ? create.mutateAsync(checked.data) : fieldErrors(checked.error)
  }

  // A message naming no field of the form shows above the buttons (react-hook-form's root).
  const showErrors = (found: Record<string, string>) => {
    for (const [name, message] of Object.entries(found)) {
      const field = FIELDS.includes(name as TextField) ? (name as TextField) : 'root'
      setError(field, { type: 'validate', message })
    }
  }

  const submit = handleSubmit(async (draft) => {
    const sent = send(draft)
    if (!(sent instanceof Promise)) return showErrors(sent)
    try {
      await sent
      notify(
        'success',
        coupon ? `Saved coupon ${coupon.code}.` : `Coupon ${draft.code.toUpperCase()} created.`,
      )
      onDone()
    } catch (error) {
      showErrors(serverFieldError((error as Error).message))
    }
  })

  const formError = errors.root?.message
  const field = (name: TextField, text: string, extra: Record<string, unknown> = {}) => (
    <FormField label={text} error={errors[name]?.message} {...register(name)} {...extra} />
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="mb-6 grid gap-4 rounded-xl bg-white p-5 ring-1 ring-zinc-200 sm:grid-cols-2 lg:grid-cols-3"
    >
      <h2 className="text-lg font-bold text-zinc-900 sm:col-span-2 lg:col-span-3">{label}</h2>
      {field('name', 'Name')}
      {field(
        'code',
        'Code',
        coupon
          ? { disabled: true, className: 'disabled:bg-zinc-100 disabled:text-zinc-600' }
          : { autoCapitalize: 'characters' },
      )}
      {field('percentage', 'Percent off', { inputMode: 'numeric' })}
      {field('usageLimit', 'Usage limit (blank: none)', { inputMode: 'numeric' })}
      {field('perCustomerLimit', 'Uses per customer (blank: none)', { inputMode: 'numeric' })}
      {field('expiresAt', 'Expires (blank: never)', { type: 'date' })}
      <label className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
        <input type="checkbox" {...register('active')} className="size-4 accent-amber-500" />
        Active (works in carts)
      </label>
      {formError && (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800 sm:col-span-2 lg:col-span-3"
        >
          {formError}
        </p>
      )}
      <div className="flex gap-3 sm:col-span-2 lg:col-span-3">
        <BusyButton
          type="submit"
          busy={create.isPending || update.isPending}
          busyLabel={coupon ? 'Saving…' : 'Creating…'}
        >
          {coupon ? 'Save coupon' : 'Create coupon'}
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
