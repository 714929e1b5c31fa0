import { AuditPage } from '@/features/admin/components/audit-page'

export { AuditPage as Component }
