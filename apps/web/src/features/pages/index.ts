export { ContentPageBody } from './components/content-page-body'
export { PLANS } from './content/plans'
