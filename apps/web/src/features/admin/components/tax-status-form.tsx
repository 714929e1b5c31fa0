import type { AdminCustomer } from '@marquee/core'
import { useForm } from 'react-hook-form'
import { buttonClass } from '@/components/ui/button-styles'
import { notify } from '@/lib/notify'
import { useSetTaxStatus } from '../api/invoices'

const fieldClass = 'h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm'

/**
 * A customer's tax exemption (churches, schools): staff say why and may note the certificate
 * or tax id; their next invoices carry no tax (with Stripe, Stripe Tax is told too).
 */
export function TaxStatusForm({ customer }: { customer: AdminCustomer }) {
  const setStatus = useSetTaxStatus()
  const { register, handleSubmit, reset } = useForm({ defaultValues: { taxId: '', reason: '' } })
  const exempt = !customer.tax_exempt
  const submit = handleSubmit(({ taxId, reason }) =>
    setStatus.mutate(
      { id: customer.id, exempt, reason, ...(exempt && taxId ? { taxId } : {}) },
      {
        onSuccess: () => {
          notify(
            'success',
            exempt
              ? `${customer.email} is tax-exempt from their next invoice.`
              : `${customer.email} is taxed again from their next invoice.`,
          )
          reset()
        },
        onError: (error) => notify('error', error.message),
      },
    ),
  )
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <span className="text-xs font-semibold text-zinc-700">
        {customer.tax_exempt ? 'Tax-exempt' : 'Taxed'}
      </span>
      {exempt && (
        <input
          aria-label={`Certificate or tax id of ${customer.email}`}
          placeholder="Tax id (optional)"
          {...register('taxId')}
          className={`${fieldClass} w-32`}
        />
      )}
      <input
        aria-label={`Reason for changing ${customer.email}'s tax status`}
        placeholder="Reason"
        required
        {...register('reason', { required: true })}
        className={`${fieldClass} w-32`}
      />
      <button type="submit" disabled={setStatus.isPending} className={buttonClass('outline', 'sm')}>
        {exempt ? 'Mark exempt' : 'Remove exemption'}
      </button>
    </form>
  )
}
