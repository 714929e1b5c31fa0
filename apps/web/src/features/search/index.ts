export { SearchOverlay } from './components/search-overlay'
