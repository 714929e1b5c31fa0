import { searchQueryFromParams, toSearchSlug } from '@marquee/core'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { searchProductsQueryOptions } from '@/features/catalog'
import { useUiStore } from '@/stores/ui-store'

export interface SearchRequest {
  text: string
  productType: string | null
}

/**
 * docs/requirements.md §2 search overlay: nothing happens with neither text nor a type; with text the search
 * runs first and the shopper lands on /shop/search whatever its outcome; with only a type
 * they go straight there. Resolves to whether it navigated.
 */
export function useSubmitSearch(): (request: SearchRequest) => Promise<boolean> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const setSearchOpen = useUiStore((state) => state.setSearchOpen)
  return async ({ text, productType }) => {
    const slug = toSearchSlug(text)
    if (!slug && !productType) return false
    const params = new URLSearchParams()
    if (slug) params.set('searchText', slug)
    if (productType) params.set('productType', productType)
    if (slug) {
      const query = searchProductsQueryOptions(searchQueryFromParams(params))
      // The failure is logged by the query cache; the page then shows its empty result.
      await queryClient.fetchQuery(query).catch(() => undefined)
    }
    setSearchOpen(false)
    navigate(`/shop/search?${params}`)
    return true
  }
}
