import type { ContentPage } from '@marquee/core'
import { useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'

/** A shop page as its owner last saved it: rendered and sanitised by the server. */
export const useContentPage = (slug: string) =>
  useQuery({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => apiGet<ContentPage>(`/pages/${slug}`, undefined, signal),
  })
