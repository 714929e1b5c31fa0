/**
 * What the product page says about a demo clip's animated background (the pattern names of
 * make-media.mjs) and the lines every demo clip's details share.
 */
export const patternWording: Record<string, string> = {
  stripes: 'Diagonal stripes glide under the words',
  chevrons: 'Chevrons race across the sign',
  rays: 'A sunburst turns slowly behind the words',
  beam: 'A soft beam of light sweeps across the sign',
  bubbles: 'Bubbles rise through the field',
  waves: 'Gentle waves drift behind the words',
  sparkle: 'Lights twinkle across the sign',
  snow: 'Snow falls behind the words',
  checker: 'A checkerboard slides behind the words',
  glow: 'A soft glow breathes from the centre',
}

export const sharedDetails = [
  'Loops seamlessly: the headline slides in, holds and slides out on a four-second beat',
  'Resolution-independent 2:1 layout, delivered at your sign size',
  '25 fps H.264 MP4 that plays on common LED controllers',
  'Wording, dates and colours editable when you order a customisation',
]

export const chaseDetail = 'Chase-light border in the classic marquee style'

export const customizationText =
  'Order it as it is for an instant download, or add a customisation and our studio will put in your wording, prices, dates or logo and render it at your exact sign width and height. Rush orders are turned round first.'

/** The example sign size shown for the largest size a clip is sold in. */
export const dimensionBySize: Record<string, string> = {
  Small: '2:1 (e.g. 128 x 64 px)',
  Medium: '2:1 (e.g. 192 x 96 px)',
  Large: '2:1 (e.g. 256 x 128 px)',
}
