import { CustomersPage } from '@/features/admin/components/customers-page'

export { CustomersPage as Component }
