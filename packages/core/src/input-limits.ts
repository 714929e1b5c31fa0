/**
 * The bounds behind the request fields, kept apart from their zod schemas (input-fields.ts):
 * the storefront's first page uses them, and must not pull zod in with them.
 */

/** The largest value of a PostgreSQL `integer` (and `serial`) column. */
export const INT32_MAX = 2_147_483_647

/** The most of one clip a cart line or an order form may ask for. */
export const MAX_ORDER_QUANTITY = 1000
