import { DashboardPage } from '@/features/admin/components/dashboard-page'

export { DashboardPage as Component }
