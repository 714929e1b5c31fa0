import { routeMeta } from '@marquee/core'
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { usePageMeta } from '@/hooks/use-page-meta'

/**
 * The head of every page whose meta needs no data, from core's route table (page-meta.ts);
 * the product and blog post pages set their own from what they show.
 */
export function RouteMeta() {
  const { pathname, search } = useLocation()
  const meta = useMemo(() => routeMeta(pathname, new URLSearchParams(search)), [pathname, search])
  usePageMeta(meta)
  return null
}
