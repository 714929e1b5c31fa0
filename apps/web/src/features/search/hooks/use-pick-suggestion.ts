import type { Suggestion } from '@marquee/core'
import { useNavigate } from 'react-router'
import { useCategories } from '@/features/catalog'

/** Where a suggestion leads: a clip to its page, a category to the shop filtered by it. */
export function usePickSuggestion(): (suggestion: Suggestion) => void {
  const navigate = useNavigate()
  const { data: categories = [] } = useCategories()
  return (suggestion) => {
    if (suggestion.kind === 'product' && suggestion.productId !== undefined) {
      navigate(`/shop/shop-details/${suggestion.productId}`)
      return
    }
    const params = new URLSearchParams()
    const parent = categories.find((category) => category.parentTitle === suggestion.label)
    const owner = categories.find((category) => category.children.includes(suggestion.label))
    if (parent) params.set('category', parent.parentTitle)
    else if (owner) {
      params.set('category', owner.parentTitle)
      params.set('subcategory', suggestion.label)
    } else params.set('category', suggestion.label)
    navigate(`/shop?${params}`)
  }
}
