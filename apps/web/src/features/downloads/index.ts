export { AccountDownloads } from './components/account-downloads'
export { ConverterTestPage } from './components/converter-test-page'
export { CreditDownloadDialogs } from './components/credit-dialogs'
export { DownloadProgress } from './components/download-progress'
export { LicencePage } from './components/licence-page'
export { PaidFiles } from './components/paid-files'
export { PurchasedDownloadForm } from './components/purchased-download-form'
export {
  type AllSignsFlow,
  type SignFile,
  useAllSignsDownload,
} from './hooks/use-all-signs-download'
export {
  type CreditDownload,
  type CreditDownloadFlow,
  useCreditDownload,
} from './hooks/use-credit-download'
