import { paginationWindow } from '@marquee/core'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cn } from '@/lib/cn'

interface PaginationProps {
  currentPage: number
  totalPages: number
  onPageChange: (page: number) => void
}

const itemClass =
  'inline-flex size-10 items-center justify-center rounded-full text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40'

/** docs/requirements.md §2: previous/next and page numbers, all of them up to 5, else a window of 5. */
export function Pagination({ currentPage, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Pagination" className="mt-10 flex justify-center">
      <ul className="flex items-center gap-1.5">
        <li>
          <button
            type="button"
            aria-label="Previous page"
            disabled={currentPage <= 1}
            onClick={() => onPageChange(currentPage - 1)}
            className={cn(itemClass, 'bg-white ring-1 ring-zinc-200 hover:bg-zinc-100')}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
        </li>
        {paginationWindow(currentPage, totalPages).map((page) => (
          <li key={page}>
            <button
              type="button"
              aria-label={`Page ${page}`}
              aria-current={page === currentPage ? 'page' : undefined}
              onClick={() => onPageChange(page)}
              className={cn(
                itemClass,
                page === currentPage
                  ? 'bg-zinc-950 text-amber-300'
                  : 'bg-white text-zinc-800 ring-1 ring-zinc-200 hover:bg-zinc-100',
              )}
            >
              {page}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-label="Next page"
            disabled={currentPage >= totalPages}
            onClick={() => onPageChange(currentPage + 1)}
            className={cn(itemClass, 'bg-white ring-1 ring-zinc-200 hover:bg-zinc-100')}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  )
}
