export { OrderDetailPage as Component } from '@/features/admin/components/order-detail-page'
