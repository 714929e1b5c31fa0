/**
 * Where a seed product's files are served from: make-media.mjs writes them under
 * apps/server/media/products/<slug>/. The poster and thumbnail are WebP stills of the clip's
 * hold frame, 384x192 and 240x120.
 */
const media = (slug: string, file: string) => `/media/products/${slug}/${file}`

/** The SPEC's sample products also have two gallery stills and a banner. */
export const sampleProductMedia = (slug: string) => ({
  img: media(slug, 'poster.webp'),
  thumb_img: media(slug, 'thumb.webp'),
  banner_img: media(slug, 'banner.webp'),
  related_images: [media(slug, 'related-1.webp'), media(slug, 'related-2.webp')],
  videoLink: media(slug, 'clip.mp4'),
})

/** The rest of the demo catalogue: the clip, its poster (also its banner) and thumbnail. */
export const demoProductMedia = (slug: string) => ({
  img: media(slug, 'poster.webp'),
  thumb_img: media(slug, 'thumb.webp'),
  banner_img: media(slug, 'poster.webp'),
  related_images: [],
  videoLink: media(slug, 'clip.mp4'),
})
