export { PLANS } from './content/plans'
