export { OrderHistory } from './components/order-history'
export { OrderList } from './components/order-list'
export { isReadyAtOnce } from './components/order-status-badges'
