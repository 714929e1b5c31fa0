export { CustomerDetailPage as Component } from '@/features/admin/components/customer-detail-page'
