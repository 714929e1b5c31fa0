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

/**
 * The shape every paged back-office list shares: its header (with the list's filters at the
 * right), a spinner or the error while loading, then the table and its pager.
 */
export function AdminListPage<T>({
  title,
  description,
  filters,
  list,
  loadingLabel,
  caption,
  empty,
  columns,
  row,
  onPageChange,
}: {
  title: string
  description: string
  filters?: ReactNode
  list: UseQueryResult<AdminListAnswer<T>, Error>
  loadingLabel: string
  caption: string
  empty: string
  columns: string[]
  row: (item: T) => AdminRow
  onPageChange: (page: number) => void
}) {
  return (
    <>
      <AdminPageHeader title={title} description={description} actions={filters} />
      {list.isPending ? (
        <Spinner label={loadingLabel} />
      ) : list.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          {list.error.message}
        </p>
      ) : (
        <>
          <AdminTable
            caption={caption}
            empty={empty}
            columns={columns}
            rows={list.data.items.map(row)}
          />
          <Pagination
            currentPage={list.data.page}
            totalPages={Math.max(1, Math.ceil(list.data.total / list.data.pageSize))}
            onPageChange={onPageChange}
          />
        </>
      )}
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
