export interface Faq {
  question: string
  answer: string
}

export const FAQS: Faq[] = [
  {
    question: 'What size will my clip be?',
    answer:
      'Exactly your sign’s size. You enter its width and height in pixels and we render the clip to match, so nothing is stretched or cropped by your controller.',
  },
  {
    question: 'Which file types can I download?',
    answer:
      'MP4, AVI, MPEG and GIF. Most modern controllers play MP4; older ones often need AVI or MPEG. Check your controller’s manual, or ask us.',
  },
  {
    question: 'How do I find my sign’s pixel size?',
    answer:
      'It is in the sign’s specification sheet or the controller software, usually written as width x height (for example 192 x 96). Pixel pitch alone is not enough: we need the number of pixels across and down.',
  },
  {
    question: 'Can you put my own text, prices or logo on a clip?',
    answer:
      'Yes. Choose a customisation when ordering and describe what you want in the comments; you can upload a logo (JPG, PNG or SVG). It costs $35, or one customisation credit on a plan, and usually takes three working days.',
  },
  {
    question: 'What is a rush order?',
    answer:
      'For $40 extra your customisation goes to the front of the studio’s queue and is delivered within one working day.',
  },
  {
    question: 'Can I use one clip on several signs?',
    answer:
      'No. The licence is single-use: one device per purchase. Each additional sign needs another purchase or download credit.',
  },
  {
    question: 'How do the plans work?',
    answer:
      'Free accounts buy clips one at a time. Pro ($29 a month) includes 10 downloads and 2 customisations; Enterprise ($99 a month) includes 50 downloads and 10 customisations. Your account shows the credits left and when the period ends.',
  },
  {
    question: 'What if the clip does not play on my sign?',
    answer:
      'Contact us with your controller’s make and model. We will render a version that plays, or refund you under our return policy.',
  },
]
