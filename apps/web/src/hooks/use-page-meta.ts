import type { PageMeta } from '@marquee/core'
import { useEffect } from 'react'
import { applyPageMeta } from '@/lib/page-head'

/**
 * Sets the page's head once its meta is known; `undefined` (data still loading) leaves the
 * head as it is. A hook rather than React 19's hoisted <title>/<meta>: the server already
 * wrote these tags into the shell, and hoisting would add second copies beside them.
 */
export function usePageMeta(meta: PageMeta | undefined) {
  const { title, description, canonical, indexable } = meta ?? {}
  useEffect(() => {
    if (title === undefined || description === undefined || canonical === undefined) return
    applyPageMeta({ title, description, canonical, indexable: indexable ?? true })
  }, [title, description, canonical, indexable])
}
