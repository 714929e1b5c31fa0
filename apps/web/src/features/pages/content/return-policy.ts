import type { ContentSection } from './content-section'

export const RETURN_INTRO =
  'Digital files cannot be sent back, so instead of returns we fix problems, and refund you when we cannot.'

export const RETURN_SECTIONS: ContentSection[] = [
  {
    heading: 'When we refund',
    paragraphs: ['Tell us within 14 days of delivery and we will refund the order in full if:'],
    bullets: [
      'the file does not play on your sign and we cannot deliver a version that does',
      'the clip differs materially from its preview in the shop',
      'a customisation does not follow the instructions you gave us and we cannot correct it',
      'you were charged twice for the same order',
    ],
  },
  {
    heading: 'When we do not',
    paragraphs: [
      'Because a clip can be kept once it is downloaded, we do not refund a working, as-described clip after it has been downloaded, or because the wrong size was chosen; we will re-render it at the right size for free instead.',
    ],
  },
  {
    heading: 'Subscriptions',
    paragraphs: [
      'You can cancel a plan at any time; it stays active until the end of the paid period. Unused credits do not carry over and are not refunded.',
    ],
  },
  {
    heading: 'How to ask',
    paragraphs: [
      'Write to us from the contact page with your order details and, if a file does not play, the make and model of your sign controller. Refunds go back to the card you paid with within 5 to 10 working days.',
    ],
  },
]
