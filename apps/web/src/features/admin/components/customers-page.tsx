import type { AdminCustomer } from '@marquee/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonClass } from '@/components/ui/button-styles'
import { notify } from '@/lib/notify'
import { useCustomers, useDeskActions } from '../api/desk'
import { AdminListPage, ListSearch } from './admin-list-page'
import { CustomerLink } from './detail-links'
import { ExportCsv } from './export-csv'
import { TaxStatusForm } from './tax-status-form'

const fieldClass = 'h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm'

function CreditForm({ customer }: { customer: AdminCustomer }) {
  const { credits } = useDeskActions()
  const { register, handleSubmit, resetField } = useForm({
    defaultValues: { downloads: '0', customisations: '0', reason: '' },
  })
  const submit = handleSubmit(({ downloads, customisations, reason }) =>
    credits.mutate(
      {
        id: customer.id,
        downloads: Number(downloads),
        customisations: Number(customisations),
        reason,
      },
      {
        onSuccess: () => {
          notify('success', `Credits changed for ${customer.email}.`)
          resetField('reason')
        },
        onError: (error) => notify('error', error.message),
      },
    ),
  )
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <input
        aria-label={`Downloads to add for ${customer.email} (negative takes back)`}
        type="number"
        {...register('downloads')}
        className={`${fieldClass} w-20`}
      />
      <input
        aria-label={`Customisations to add for ${customer.email} (negative takes back)`}
        type="number"
        {...register('customisations')}
        className={`${fieldClass} w-20`}
      />
      <input
        aria-label={`Reason for changing ${customer.email}'s credits`}
        placeholder="Reason"
        required
        {...register('reason', { required: true })}
        className={`${fieldClass} w-40`}
      />
      <button type="submit" disabled={credits.isPending} className={buttonClass('outline', 'sm')}>
        Apply
      </button>
    </form>
  )
}

/** /admin/customers: plan and credits; grant or take back credits with a reason. */
export function CustomersPage() {
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  return (
    <AdminListPage
      title="Customers"
      description="Grant credits with a positive number, take them back with a negative one. Mark churches and schools tax-exempt."
      filters={
        <div className="flex flex-wrap items-end gap-2">
          <ListSearch
            label="Search customers"
            placeholder="Email or name"
            value={q}
            onChange={(value) => {
              setQ(value)
              setPage(1)
            }}
          />
          <ExportCsv name="customers" />
        </div>
      }
      list={useCustomers({ page, q })}
      loadingLabel="Loading customers"
      caption="Customers"
      empty="No customers match."
      columns={[
        'Customer',
        'Plan',
        'Downloads left',
        'Customisations left',
        'Change credits',
        'Tax',
      ]}
      row={(customer) => ({
        key: customer.id,
        cells: [
          <span key="who">
            <span className="block">
              <CustomerLink id={customer.id}>{customer.name}</CustomerLink>
            </span>
            <span className="text-zinc-600">{customer.email}</span>
          </span>,
          `${customer.plan}${customer.status === 'none' ? '' : ` (${customer.status})`}`,
          customer.downloads_left,
          customer.customisations_left,
          customer.plan === 'Free' ? '—' : <CreditForm key="form" customer={customer} />,
          <TaxStatusForm key="tax" customer={customer} />,
        ],
      })}
      onPageChange={setPage}
    />
  )
}
