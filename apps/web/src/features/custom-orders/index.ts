export { type LogoUpload, useLogoUpload } from './hooks/use-logo-upload'
export { useSubmitOrder } from './hooks/use-submit-order'
