export { MiniCart } from './components/mini-cart'
export { addProductToCart } from './stores/cart-actions'
export { useCartStore, useIsInCart } from './stores/cart-store'
