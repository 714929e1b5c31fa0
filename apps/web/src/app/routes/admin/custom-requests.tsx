export { CustomRequestsPage as Component } from '@/features/admin/components/custom-requests-page'
