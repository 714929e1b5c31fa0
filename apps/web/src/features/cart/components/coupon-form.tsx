import { INVALID_COUPON_MESSAGE } from '@marquee/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { recordDiscountUse } from '../api/record-discount-use'
import { type Coupon, useValidateCoupon } from '../api/validate-coupon'
import { useAppliedCouponStore } from '../stores/applied-coupon-store'

/**
 * docs/requirements.md §4: the code is uppercased and checked by the server; any refusal reads the same,
 * including a kept code the server refused when the cart was shown again.
 */
export function CouponForm({ onApplied }: { onApplied: (coupon: Coupon) => void }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const refusedCode = useAppliedCouponStore((state) => state.refusedCode)
  const validate = useValidateCoupon()
  const inputId = useId()
  const errorId = useId()

  useEffect(() => {
    if (!refusedCode) return
    setCode(refusedCode)
    setError(INVALID_COUPON_MESSAGE)
  }, [refusedCode])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const normalized = code.trim().toUpperCase()
    if (!normalized) return setError(INVALID_COUPON_MESSAGE)
    setError(null)
    validate.mutate(normalized, {
      onSuccess: (coupon) => {
        onApplied(coupon)
        notify('success', `Coupon ${coupon.discount_code} applied: ${coupon.percentage}% off`)
        void recordDiscountUse(coupon.discount_code)
      },
      onError: () => setError(INVALID_COUPON_MESSAGE),
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex w-full max-w-md flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-zinc-900">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
            setError(null)
          }}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 flex-1 rounded-full border border-zinc-300 bg-white px-4 text-sm uppercase placeholder:normal-case focus:border-zinc-900"
          placeholder="Enter your code"
        />
        <Button type="submit" variant="dark" disabled={validate.isPending}>
          Apply coupon
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-rose-700">
          {error}
        </p>
      )}
    </form>
  )
}
