export { toggleWishlist, useIsWishlisted, useWishlistStore } from './stores/wishlist-store'
