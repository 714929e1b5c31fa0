import { z } from 'zod'

/**
 * An outside link the storefront shows (footer, contact page). Set to `none` to hide it
 * (a blank variable means "use the default", as everywhere in the config). A network's bare
 * home page is refused: a link must lead to the store's own page there.
 */
const outsideLink = (fallback: string) =>
  z
    .union([
      z.literal('none'),
      z.url({ protocol: /^https?$/ }).refine((value) => new URL(value).pathname.length > 1, {
        message: 'must lead to a page of its own, e.g. https://www.facebook.com/yourstore',
      }),
    ])
    .default(fallback)
    .transform((value) => (value === 'none' ? undefined : value))

export const linkEnv = {
  CUSTOM_AD_URL: outsideLink('https://www.marqueeclips.com/custom-led-ads'),
  SOCIAL_FACEBOOK_URL: outsideLink('https://www.facebook.com/marqueeclips'),
  SOCIAL_INSTAGRAM_URL: outsideLink('https://www.instagram.com/marqueeclips'),
  SOCIAL_YOUTUBE_URL: outsideLink('https://www.youtube.com/@marqueeclips'),
  SOCIAL_LINKEDIN_URL: outsideLink('https://www.linkedin.com/company/marqueeclips'),
}
