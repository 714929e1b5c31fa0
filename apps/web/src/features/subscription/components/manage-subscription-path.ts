/** 'Manage subscription': the provider's billing portal, or the store's page for a plan the shop set up. */
export const MANAGE_SUBSCRIPTION_PATH = '/pages/manage-subscription'
