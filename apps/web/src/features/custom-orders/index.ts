export { CustomVideoPage } from './components/custom-video-page'
export { FileInput } from './components/file-input'
export { type LogoUpload, useLogoUpload } from './hooks/use-logo-upload'
export { useSubmitOrder } from './hooks/use-submit-order'
