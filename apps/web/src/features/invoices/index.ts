export { AccountInvoices } from './components/account-invoices'
export { InvoicePdfLink } from './components/invoice-pdf-link'
