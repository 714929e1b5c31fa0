import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { applyPageMeta } from '@/lib/page-head'

/**
 * The head of every page whose meta needs no data, from core's route table (route-pages.ts);
 * the product and blog post pages set their own from what they show. The table loads after
 * the first page, out of its JavaScript: the server wrote that page's head into the shell.
 */
export function RouteMeta() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    let current = true
    void import('@marquee/core/route-pages').then(({ routeMeta }) => {
      const meta = routeMeta(pathname, new URLSearchParams(search))
      if (current && meta) applyPageMeta(meta)
    })
    return () => {
      current = false
    }
  }, [pathname, search])
  return null
}
