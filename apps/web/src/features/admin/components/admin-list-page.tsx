import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { AdminPageHeader } from './admin-page-header'
import { type AdminRow, AdminTable } from './admin-table'

/** One page of a back-office list as every /api/admin list answers it. */
export interface AdminListAnswer<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

/** A query's spinner while it loads, its error as an alert, then what `children` makes of its data. */
export function WhenLoaded<T>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T, Error>
  loadingLabel: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />
  if (query.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
        {query.error.message}
      </p>
    )
  }
  return <>{children(query.data)}</>
}

/**
 * The shape every paged back-office list shares: its header (with the list's filters at the
 * right), any notice (a failed action), a spinner or the error while loading, then the table,
 * its pager and whatever the list opens from a row (`children`, e.g. a dialog).
 */
export function AdminListPage<T>({
  title,
  description,
  filters,
  notice,
  list,
  loadingLabel,
  caption,
  empty,
  columns,
  row,
  onPageChange,
  children,
}: {
  title: string
  description: string
  filters?: ReactNode
  notice?: ReactNode
  list: UseQueryResult<AdminListAnswer<T>, Error>
  loadingLabel: string
  caption: string
  empty: string
  columns: string[]
  row: (item: T) => AdminRow
  onPageChange: (page: number) => void
  children?: ReactNode
}) {
  return (
    <>
      <AdminPageHeader title={title} description={description} actions={filters} />
      {notice}
      <WhenLoaded query={list} loadingLabel={loadingLabel}>
        {(data) => (
          <>
            <AdminTable
              caption={caption}
              empty={empty}
              columns={columns}
              rows={data.items.map(row)}
            />
            <Pagination
              currentPage={data.page}
              totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
              onPageChange={onPageChange}
            />
            {children}
          </>
        )}
      </WhenLoaded>
    </>
  )
}

/** A list's filter: a small labelled select in the header; choosing sends the list to page 1. */
export function ListFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-zinc-700">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A list's search box in the header (the page sends the list to page 1 as it changes). */
export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm"
    />
  )
}
