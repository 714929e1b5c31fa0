import type { BlogEntry } from '@marquee/core'

/** The sample blog (docs/requirements.md §1 "Sample data"); its images are made by scripts/make-media.mjs. */
export type SeedBlogEntry = Omit<BlogEntry, 'id' | 'html'>

export const seedBlogEntries: SeedBlogEntry[] = [
  {
    img: '/media/blog/1.webp',
    title: 'Choosing the right pixel size for your sign',
    author: 'Rosa Delgado',
    date: '2026-01-12T09:00:00.000Z',
    desc: 'Pixel pitch decides how close people can stand and how much you can say. Here is how to work out what your sign can really show.',
    blog: [
      'Every LED sign is a grid of pixels, and the distance between the centres of two neighbouring pixels is called the pixel pitch, measured in millimetres. Roadside message boards usually sit between 10 mm and 20 mm; indoor screens go far finer. The pitch, together with the size of the cabinet, tells you the resolution you are designing for.',
      'To find your resolution, divide the visible width and height of the sign by the pitch. A 4 by 8 foot board is about 1219 by 2438 mm, so at a 16 mm pitch it shows roughly 76 by 152 pixels. That is a 2:1 shape, which is why most of our clips are made in a 2:1 layout.',
      'A common rule of thumb is that the closest comfortable viewing distance in metres is about the pitch in millimetres, so a 16 mm sign looks smooth from around 16 metres away. Closer than that, people see separate dots. For a roadside sign that is rarely a problem; for a sign by a pedestrian forecourt, a finer pitch pays off.',
      'Resolution also limits how much text fits. Capital letters need at least 7 pixels of height to be readable, and 10 to 16 pixels look far better. On a 48-pixel-tall sign that means two short lines at most, and on a 32-pixel sign, one. Write the message for the pixels you have, not for the preview on your laptop.',
      'When you order a clip, give us the exact pixel width and height from your controller software rather than the physical size. We render at that size so nothing gets scaled, and scaling is the main reason clips look soft on real signs.',
    ].join('\n\n'),
  },
  {
    img: '/media/blog/2.webp',
    title: 'Five animations that sell oil changes',
    author: 'Tom Brennan',
    date: '2026-02-02T09:00:00.000Z',
    desc: 'Quick-lube customers decide in the few seconds it takes to pass your sign. These five messages earn the turn.',
    blog: [
      'An oil change is an impulse service: most drivers already know they are due, and your sign only has to remind them at the right moment. The best clips are short, say one thing and say it with a price.',
      'First, the price scroll. A single line such as "Oil Change $34.99" moving steadily across the board beats a paragraph of offers. Keep the price in the brightest colour you have, usually amber, yellow or white.',
      'Second, the no-appointment message. "No appointment, in and out" answers the biggest objection before anyone asks it. Third, the sticker reminder: "Past your sticker? Pull in." speaks to drivers who glanced at their windshield this morning.',
      'Fourth, the limited-time offer with a visible countdown or end date, which adds urgency without shouting. Fifth, the bundle: oil change plus tyre rotation or a wiper blade swap, which raises the ticket value of every car that turns in.',
      'Rotate three or four messages instead of running one all day, and hold each one long enough to be read twice. Before you add motion, check your local sign code: many towns set a minimum time per message or ban flashing and scrolling near intersections.',
    ].join('\n\n'),
  },
  {
    img: '/media/blog/3.webp',
    title: 'GIF vs MP4 on LED controllers',
    author: 'Aisha Karimi',
    date: '2026-02-24T09:00:00.000Z',
    desc: 'Both formats will play on most signs, but they are not equal. Here is when to pick each one.',
    blog: [
      'Most LED sign controllers accept both animated GIFs and video files, and the desktop software that comes with them usually converts whatever you give it. The format you start from still matters, because every conversion is a chance to lose colour or timing.',
      'A GIF can show at most 256 colours per frame. That is plenty for flat text on a black background, but gradients, glows and photos turn into visible bands and speckled dithering. GIF files also grow quickly with size and length, which slows uploads over the cellular modems many signs use.',
      'MP4 with H.264 video keeps full colour, compresses smooth motion far better and is understood by almost every current controller. For LED signs, export without an audio track, with square pixels, at the exact resolution of the sign and at 25 or 30 frames per second.',
      'Pick GIF when an older controller only accepts images, when the clip is simple flat text, or when you also want to post it on a website or in an email. Pick MP4 for anything with gradients, soft edges or long loops.',
      'Whichever you choose, test it on the sign itself. Watch a few full loops from the road, not from the laptop, and look for banding, stutters at the loop point and text that is too small to read.',
    ].join('\n\n'),
  },
  {
    img: '/media/blog/4.webp',
    title: 'Designing for daylight readability',
    author: 'Rosa Delgado',
    date: '2026-03-16T09:00:00.000Z',
    desc: 'Direct sun is the hardest test an outdoor sign faces. Colour, contrast and fewer words win it.',
    blog: [
      'A sign that looks stunning at dusk can be almost invisible at noon with the sun behind the driver. Daylight readability comes down to contrast: bright, saturated letters on a dark background, with nothing competing for attention.',
      'Colour choice matters more than most people expect. Yellow, amber, white and green read best because the eye is most sensitive to them. Red works for accents but looks darker at the same LED power, and blue is the weakest of all, so keep blue for backgrounds and details rather than the words that sell.',
      'Use a heavy sans-serif face and give each letter room. Thin strokes disappear at a distance and in glare, and letters that touch merge into a blur. An outline of unlit pixels around the text separates it from any animated background.',
      'Keep it short. A driver gets a few seconds, so aim for no more than six or seven words per screen, and let the motion support the words rather than compete with them.',
      'Finally, check the sign at the worst time of day for your site. If the sun sits behind the sign in the afternoon, raise the brightness for those hours, or schedule your highest-contrast message then.',
    ].join('\n\n'),
  },
  {
    img: '/media/blog/5.webp',
    title: 'How seamless loops are made',
    author: 'Tom Brennan',
    date: '2026-04-06T09:00:00.000Z',
    desc: 'A loop that jumps every few seconds looks broken. This is how our studio makes clips that can run all day.',
    blog: [
      'A seamless loop is a clip whose last frame leads naturally into its first, so the player can repeat it without a visible jump. On a sign that runs one clip for hours, even a small hitch at the seam becomes the thing everyone notices.',
      'The trick is to describe all motion as a function of time that repeats exactly at the loop length. If a clip lasts four seconds, a bubble that rises the full height of the sign once every four seconds, or a stripe pattern that moves a whole number of stripe widths in four seconds, ends exactly where it started.',
      'Scrolling text needs the same care. Either the text enters from one edge and leaves completely before the loop ends, or the scroll moves exactly one copy of a repeating line, so that the screen at the end is identical to the screen at the start.',
      'A classic mistake is to put the first frame again at the end. At 25 frames per second a four-second loop has 100 frames, numbered 0 to 99; frame 100 would be a copy of frame 0, and showing it makes a tiny stutter every time the clip restarts.',
      'Colour cycles, pulses and blinking lights follow the same rule: their period has to divide the loop length. A pulse once a second fits a four-second loop; a pulse every 1.5 seconds does not. When in doubt, play the clip on repeat for a minute and watch the seam.',
    ].join('\n\n'),
  },
  {
    img: '/media/blog/6.webp',
    title: 'Brightness, contrast and night mode',
    author: 'Aisha Karimi',
    date: '2026-04-27T09:00:00.000Z',
    desc: 'The brightness that beats the midday sun is glare at night. Set up night mode before your neighbours ask you to.',
    blog: [
      'Outdoor LED signs are built to be very bright, often several thousand nits, so they can compete with direct sunlight. At night the same setting floods the road with glare, washes out your message and is a common cause of complaints and code enforcement.',
      'Many towns follow the outdoor advertising industry recommendation that an electronic sign should add no more than 0.3 foot-candles above the ambient light level, measured at a set distance. In practice that means the sign runs at a small fraction of its daytime brightness after dark.',
      'The best fix is automatic. Most controllers accept a light sensor and dim the sign as the sky darkens; if yours does not, set a schedule with at least a dusk level and a night level, and adjust the times with the seasons.',
      'Content matters at night too. Large white or yellow areas look harsh in the dark, while coloured text on black stays crisp. If you run the same clips day and night, prefer designs with dark backgrounds and let the letters carry the light.',
      'Check the result from the road after dark. The message should be easy to read without lighting up the cars around it; if you can see the sign reflected on the road, it is still too bright.',
    ].join('\n\n'),
  },
]
