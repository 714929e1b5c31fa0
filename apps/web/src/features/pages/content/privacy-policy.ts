import type { ContentSection } from './content-section'

export const PRIVACY_INTRO =
  'This policy explains what Marquee collects when you browse and buy, why we need it, and the choices you have.'

export const PRIVACY_SECTIONS: ContentSection[] = [
  {
    heading: 'What we collect',
    paragraphs: ['We keep only what we need to sell you clips and deliver them:'],
    bullets: [
      'Account details: your name and email address, and the sign width and height you save',
      'Orders: which clips you bought, the sizes and formats you asked for, customisation instructions and any logo you upload',
      'Payment confirmation from our card payment provider; we never see or store your card number',
      'Your cart, wishlist and compare list, which are kept in your own browser, not on our servers',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your details to process payments, render and deliver your clips, produce customisations, send order emails and answer your questions. We do not sell personal data, and we do not use it for third-party advertising.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'Our card payment provider processes payments, our email service sends order messages, and our hosting and file storage providers keep the store running. Each processes data only on our instructions.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Order records are kept as long as tax law requires. Uploaded logos are kept while the customised clip is in production and for 90 days after delivery, so we can fix a problem you report. You can close your account at any time.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask for a copy of your data, ask us to correct or delete it, or object to how we use it. Contact us through the contact page and we will answer within 30 days.',
    ],
  },
]
