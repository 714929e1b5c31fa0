import { AdminLayout } from '@/features/admin/admin-layout'

export { AdminLayout as Component }
