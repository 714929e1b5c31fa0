/**
 * How long a JWT access token is honoured. It is short because the API checks it without
 * asking the provider: an ended sign-in is refused through the revoked-grant set, which
 * only has to remember a grant for this long (docs/decisions/003).
 */
export const ACCESS_TOKEN_SECONDS = 5 * 60

/** Leeway the API gives to clocks that disagree with the issuer's. */
export const CLOCK_TOLERANCE_SECONDS = 30

/**
 * How long a refresh token just replaced is still honoured. Tabs share one stored session,
 * and a tab that renews can read the session as it was before another tab's renewal (Chrome
 * hands localStorage to other tabs asynchronously, after the Web Lock has passed on), or lose
 * the answer to a renewal when it reloads. Within this window the replaced token renews
 * again under the same grant; after it, a reuse is taken for a stolen token and ends the
 * sign-in. Okta's default grace for rotated tokens is the same 30 s.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30
