export { AppShell } from './components/app-shell'
export { NotFoundPage } from './components/not-found-page'
