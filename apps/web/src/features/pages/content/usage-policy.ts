import type { ContentSection } from './content-section'

export const USAGE_INTRO =
  'Every Marquee clip comes with a single-use licence: one device per purchase. Here is what that means in practice.'

export const USAGE_SECTIONS: ContentSection[] = [
  {
    heading: 'You may',
    paragraphs: [],
    bullets: [
      'Show the clip on the one LED sign (or sign controller) it was bought for, as often and for as long as you like',
      'Re-download it for that same sign, for example after replacing the controller',
      'Show a customised version made for you on that sign',
      'Keep a backup copy of the file for that sign',
    ],
  },
  {
    heading: 'You may not',
    paragraphs: [],
    bullets: [
      'Play the same purchase on a second sign, screen or location: buy it again or use another download credit',
      'Resell, share, sublicense or give away the file, or include it in a template or library',
      'Use the clip on the web, in social media, broadcast or video ads',
      'Claim the animation as your own work or remove our credits from the file',
    ],
  },
  {
    heading: 'Sign installers and agencies',
    paragraphs: [
      'Installing signs for customers? Each customer sign needs its own licence. An Enterprise plan is usually the simplest way to cover many signs; contact us for larger fleets.',
    ],
  },
]
