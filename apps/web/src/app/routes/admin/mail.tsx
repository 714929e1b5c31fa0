import { MailLogPage } from '@/features/admin/components/mail-log-page'

export { MailLogPage as Component }
