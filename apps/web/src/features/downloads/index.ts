export { DownloadProgress } from './components/download-progress'
export { useDownloadFlow } from './hooks/use-download-flow'
