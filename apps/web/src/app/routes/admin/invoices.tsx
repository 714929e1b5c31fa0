import { InvoicesPage } from '@/features/admin/components/invoices-page'

export { InvoicesPage as Component }
