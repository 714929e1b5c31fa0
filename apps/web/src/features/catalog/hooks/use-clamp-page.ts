import { useEffect } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A page number past the end of the result (an old link, a shrunk catalogue) would show
 * "Showing 1-0 of 5" over an empty grid: once the count is known, the address is replaced
 * with the last page that exists.
 */
export function useClampPage(requestedPage: number, totalPages: number, loaded: boolean): void {
  const [params, setParams] = useSearchParams()
  useEffect(() => {
    if (!loaded || requestedPage <= totalPages) return
    const next = new URLSearchParams(params)
    if (totalPages <= 1) next.delete('page')
    else next.set('page', String(totalPages))
    setParams(next, { replace: true, preventScrollReset: true })
  }, [loaded, requestedPage, totalPages, params, setParams])
}
