import type { ContentSection } from './content-section'

export const ABOUT_INTRO =
  'Marquee makes short, looping animations for the LED message signs outside car washes, tyre shops, dealerships and service bays. Every clip is built to be read in two seconds from a moving car, and delivered at the exact pixel size of your sign.'

export const ABOUT_SECTIONS: ContentSection[] = [
  {
    heading: 'Why we started',
    paragraphs: [
      'Most LED signs leave the factory with a handful of stock animations and a text editor. Owners end up scrolling plain words across a display that could be doing so much more, because making motion graphics at 192 by 96 pixels is a craft of its own.',
      'We are a small team of motion designers and sign technicians. We spent years programming signs for local businesses and kept redrawing the same ideas: a car wash with rising bubbles, an oil change special with hazard stripes, a countdown for the weekend tyre sale. Marquee is that work, made once and made properly, so you can have it in minutes.',
    ],
  },
  {
    heading: 'How our clips are made',
    paragraphs: [
      'Each clip is designed on the pixel grid rather than scaled down from video. Letters are drawn to stay legible at low resolution, colours are chosen for daylight contrast, and every loop ends on the frame it starts with so your sign never jumps.',
    ],
    bullets: [
      'Rendered at your sign’s width and height, in MP4, AVI, MPEG or GIF',
      'Tested on common controllers before it is listed',
      'Customised versions made by a person, not a template: your prices, hours, name or logo',
    ],
  },
  {
    heading: 'Who we work with',
    paragraphs: [
      'Single-location shops buy a clip or two for a season. Multi-site operators and sign installers subscribe to a plan and refresh their displays every month. Whatever the size, you get the same clips and the same studio behind them.',
    ],
  },
]
