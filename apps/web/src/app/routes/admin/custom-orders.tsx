import { CustomOrdersPage } from '@/features/admin/components/custom-orders-page'

export { CustomOrdersPage as Component }
