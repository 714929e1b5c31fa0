/**
 * How many clips the home page asks for (GET /api/products?limit=24). The server preloads
 * exactly that URL in the page shell, so both sides must agree on it.
 */
export const HOME_PRODUCT_LIMIT = 24
