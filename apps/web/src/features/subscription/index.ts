export { CreditPackOffer } from './components/credit-pack-offer'
export { ManageSubscriptionPage } from './components/manage-subscription-page'
export { MANAGE_SUBSCRIPTION_PATH } from './components/manage-subscription-path'
export { SubscribePage } from './components/subscribe-page'
