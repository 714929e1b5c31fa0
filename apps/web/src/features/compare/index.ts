export { toggleCompare, useCompareStore, useIsCompared } from './stores/compare-store'
