/** The scopes the storefront asks for; `api` is the API's own scope on its access tokens. */
export const STOREFRONT_SCOPE = 'openid profile email api'

/** What a customer's access token for the API carries. */
export const API_SCOPE = 'api'
