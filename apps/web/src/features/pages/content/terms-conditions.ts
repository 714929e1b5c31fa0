import type { ContentSection } from './content-section'

export const TERMS_INTRO =
  'These terms apply to every purchase and subscription at Marquee. By placing an order you accept them.'

export const TERMS_SECTIONS: ContentSection[] = [
  {
    heading: 'What you buy',
    paragraphs: [
      'You buy a licence to display a digital animation, not the animation itself. Each purchase grants a single-use licence for one device: one LED sign or one sign controller. Using the clip on another sign needs another purchase or download credit.',
    ],
  },
  {
    heading: 'Prices and payment',
    paragraphs: [
      'Prices are shown in US dollars. A customisation adds $35 unless a plan’s customisation credit covers it, and a rush order adds $40. The price is confirmed on our side when you check out and is charged through our card payment provider’s secure checkout.',
    ],
  },
  {
    heading: 'Plans',
    paragraphs: [
      'Free accounts buy clips one by one. Pro ($29 a month) includes 10 downloads and 2 customisations; Enterprise ($99 a month) includes 50 downloads and 10 customisations. Credits are counted per plan period and shown in your account with the period’s end date. Plans renew until cancelled.',
    ],
  },
  {
    heading: 'Customisations',
    paragraphs: [
      'You are responsible for the text, names and logos you send us and confirm you have the right to use them. We may decline content that is unlawful or infringes someone else’s rights.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'We test our clips on common controllers but cannot guarantee every sign plays every format. If a clip does not work on your sign, our return policy applies. Our liability is limited to the amount you paid for the order concerned.',
    ],
  },
]
