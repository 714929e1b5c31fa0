export { CheckoutSuccessPage } from './components/checkout-success-page'
