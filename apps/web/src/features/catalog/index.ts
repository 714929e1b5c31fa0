export { getCategoriesQueryOptions, useCategories } from './api/get-categories'
export {
  getProductDetailsQueryOptions,
  isMissingProduct,
  useProductDetails,
} from './api/get-product-details'
export { getProductsQueryOptions, useProducts } from './api/get-products'
export { useProductsByCategory } from './api/get-products-by-category'
export { searchProductsQueryOptions, useSearchProducts } from './api/search-products'
export { AddToCartButton } from './components/add-to-cart-button'
export { ClipFactsList, sourceShape } from './components/clip-facts-list'
export { EmptyResults } from './components/empty-results'
export { BrandFilter } from './components/filters/brand-filter'
export { CategoryFilter } from './components/filters/category-filter'
export { FILTERS_ID, FiltersToggle } from './components/filters/filters-toggle'
export { ProductBadges } from './components/product-badges'
export { type CardView, ProductCard } from './components/product-card'
export { type GridColumns, ProductGrid } from './components/product-grid'
export { ShopResults } from './components/shop-results'
export { useClampPage } from './hooks/use-clamp-page'
export { PRODUCTS_ANCHOR, useMergeQuery } from './hooks/use-merge-query'
export { showingSummary } from './lib/showing-summary'
