/** The rating link above the order form points at #reviews, which opens the Reviews tab. */
export const REVIEWS_HASH = '#reviews'
