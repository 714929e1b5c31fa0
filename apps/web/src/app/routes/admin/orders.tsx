import { OrdersPage } from '@/features/admin/components/orders-page'

export { OrdersPage as Component }
