export { getConfigQueryOptions, useConfig } from './api/get-config'
export { AppShell } from './components/app-shell'
export { BreadcrumbBanner, type Crumb } from './components/breadcrumb-banner'
export { NotFoundPage } from './components/not-found-page'
