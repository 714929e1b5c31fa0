/** The page that opens the provider's billing portal for the signed-in customer. */
export const MANAGE_SUBSCRIPTION_PATH = '/pages/manage-subscription'
