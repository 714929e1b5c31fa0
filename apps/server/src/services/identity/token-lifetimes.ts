/**
 * How long a JWT access token is honoured. It is short because the API checks it without
 * asking the provider: an ended sign-in is refused through the revoked-grant set, which
 * only has to remember a grant for this long (docs/decisions/003).
 */
export const ACCESS_TOKEN_SECONDS = 5 * 60

/** Leeway the API gives to clocks that disagree with the issuer's. */
export const CLOCK_TOLERANCE_SECONDS = 30
