import type { RouteObject } from 'react-router'
import { CartPage } from '@/features/cart/components/cart-page'
import { ShopPage } from '@/features/catalog/components/shop-page'
import { ComparePage } from '@/features/compare/components/compare-page'
import { ProductDetailsPage } from '@/features/product/components/product-details-page'
import { SearchPage } from '@/features/search/components/search-page'
import { WishlistPage } from '@/features/wishlist/components/wishlist-page'

/** The shop is bundled with the shell rather than split (docs/requirements.md §2). */
export const shopRoutes: RouteObject[] = [
  { index: true, element: <ShopPage layout="left-sidebar" /> },
  { path: 'shop-right', element: <ShopPage layout="right-sidebar" /> },
  { path: 'shop-4-col', element: <ShopPage layout="4-col" /> },
  { path: 'shop-3-col', element: <ShopPage layout="3-col" /> },
  { path: 'shop-details', element: <ProductDetailsPage /> },
  { path: 'shop-details/:id', element: <ProductDetailsPage /> },
  { path: 'search', element: <SearchPage /> },
  { path: 'wishlist', element: <WishlistPage /> },
  { path: 'compare', element: <ComparePage /> },
  { path: 'cart', element: <CartPage /> },
]
