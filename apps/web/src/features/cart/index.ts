export { MiniCart } from './components/mini-cart'
export { addProductToCart, emptyCartAfterPayment } from './stores/cart-actions'
export { useCartStore, useIsInCart } from './stores/cart-store'
