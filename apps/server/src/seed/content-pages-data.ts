import type { ContentPageSlug } from '@marquee/core'

export interface SeedContentPage {
  slug: ContentPageSlug
  title: string
  /** Markdown: `##` starts a section (a question on the FAQ); `- ` starts a bullet. */
  body: string
}

/**
 * The shop's own words for its fixed pages (docs/requirements.md §2), as the storefront showed
 * them before the back office could edit them. They are the shop's content, not demo data:
 * a production database is seeded with them too, and the owner rewrites them from there.
 */
export const seedContentPages: SeedContentPage[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    body: [
      'Marquee makes short, looping animations for the LED message signs outside car washes, tyre shops, dealerships and service bays. Every clip is built to be read in two seconds from a moving car, and delivered at the exact pixel size of your sign.',
      '## Why we started',
      'Most LED signs leave the factory with a handful of stock animations and a text editor. Owners end up scrolling plain words across a display that could be doing so much more, because making motion graphics at 192 by 96 pixels is a craft of its own.',
      'We are a small team of motion designers and sign technicians. We spent years programming signs for local businesses and kept redrawing the same ideas: a car wash with rising bubbles, an oil change special with hazard stripes, a countdown for the weekend tyre sale. Marquee is that work, made once and made properly, so you can have it in minutes.',
      '## How our clips are made',
      'Each clip is designed on the pixel grid rather than scaled down from video. Letters are drawn to stay legible at low resolution, colours are chosen for daylight contrast, and every loop ends on the frame it starts with so your sign never jumps.',
      '- Rendered at your sign’s width and height, in MP4, AVI, MPEG or GIF\n- Tested on common controllers before it is listed\n- Customised versions made by a person, not a template: your prices, hours, name or logo',
      '## Who we work with',
      'Single-location shops buy a clip or two for a season. Multi-site operators and sign installers subscribe to a plan and refresh their displays every month. Whatever the size, you get the same clips and the same studio behind them.',
    ].join('\n\n'),
  },
  {
    slug: 'faq',
    title: 'FAQ',
    body: [
      '## What size will my clip be?',
      'Exactly your sign’s size. You enter its width and height in pixels and we render the clip to match, so nothing is stretched or cropped by your controller.',
      '## Which file types can I download?',
      'MP4, AVI, MPEG and GIF. Most modern controllers play MP4; older ones often need AVI or MPEG. Check your controller’s manual, or ask us.',
      '## How do I find my sign’s pixel size?',
      'It is in the sign’s specification sheet or the controller software, usually written as width x height (for example 192 x 96). Pixel pitch alone is not enough: we need the number of pixels across and down.',
      '## Can you put my own text, prices or logo on a clip?',
      'Yes. Choose a customisation when ordering and describe what you want in the comments; you can upload a logo (JPG, PNG or SVG). It costs $35, or one customisation credit on a plan, and usually takes three working days.',
      '## What is a rush order?',
      'For $40 extra your customisation goes to the front of the studio’s queue and is delivered within one working day.',
      '## Can I use one clip on several signs?',
      'No. The licence is single-use: one device per purchase. Each additional sign needs another purchase or download credit.',
      '## How do the plans work?',
      'Free accounts buy clips one at a time. Pro ($29 a month) includes 10 downloads and 2 customisations; Enterprise ($99 a month) includes 50 downloads and 10 customisations. Your account shows the credits left and when the period ends.',
      '## What if the clip does not play on my sign?',
      'Contact us with your controller’s make and model. We will render a version that plays, or refund you under our return policy.',
    ].join('\n\n'),
  },
  {
    slug: 'delivery-information',
    title: 'Delivery Information',
    body: [
      'Marquee sells digital files only. Nothing is shipped: every clip is delivered as a download, sized for your sign.',
      '## Ready-made clips',
      'When your card payment is confirmed, the clip appears in your account. Choose your sign’s width and height in pixels and a file type (MP4, AVI, MPEG or GIF) and we render it for you. Most clips are ready within a minute; you can leave the page and come back, the file waits in your account.',
      'Subscribers spend one download credit per clip instead of paying for it, and the file is ready the same way.',
      '## Customised clips',
      'A customisation (your text, prices, hours, colours or logo) costs $35, or one customisation credit on a plan. Our studio produces it by hand and usually delivers within three working days. We email you when it is ready and it is added to your account for download.',
      'Need it sooner? A rush order (+$40) moves your job to the front of the queue, with delivery within one working day.',
      '## Getting the file onto your sign',
      'Copy the file to your sign controller the way you load any other content: with the manufacturer’s software, a USB stick or over the network. If your controller needs a format or frame rate we do not list, contact us before ordering and we will check it for you.',
      '## Re-downloading',
      'Purchased and delivered clips stay in your account, so you can download them again if a controller is replaced. A re-download is for the same sign: the licence covers one device per purchase.',
    ].join('\n\n'),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    body: [
      'This policy explains what Marquee collects when you browse and buy, why we need it, and the choices you have.',
      '## What we collect',
      'We keep only what we need to sell you clips and deliver them:',
      '- Account details: your name and email address, and the sign width and height you save\n- Orders: which clips you bought, the sizes and formats you asked for, customisation instructions and any logo you upload\n- Payment confirmation from our card payment provider; we never see or store your card number\n- Your cart, wishlist and compare list, which are kept in your own browser, not on our servers',
      '## How we use it',
      'We use your details to process payments, render and deliver your clips, produce customisations, send order emails and answer your questions. We do not sell personal data, and we do not use it for third-party advertising.',
      '## Who we share it with',
      'Our card payment provider processes payments, our email service sends order messages, and our hosting and file storage providers keep the store running. Each processes data only on our instructions.',
      '## How long we keep it',
      'Order records are kept as long as tax law requires. Uploaded logos are kept while the customised clip is in production and for 90 days after delivery, so we can fix a problem you report. You can close your account at any time.',
      '## Your rights',
      'You may ask for a copy of your data, ask us to correct or delete it, or object to how we use it. Contact us through the contact page and we will answer within 30 days.',
    ].join('\n\n'),
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    body: [
      'These terms apply to every purchase and subscription at Marquee. By placing an order you accept them.',
      '## What you buy',
      'You buy a licence to display a digital animation, not the animation itself. Each purchase grants a single-use licence for one device: one LED sign or one sign controller. Using the clip on another sign needs another purchase or download credit.',
      '## Prices and payment',
      'Prices are shown in US dollars. A customisation adds $35 unless a plan’s customisation credit covers it, and a rush order adds $40. The price is confirmed on our side when you check out and is charged through our card payment provider’s secure checkout.',
      '## Plans',
      'Free accounts buy clips one by one. Pro ($29 a month) includes 10 downloads and 2 customisations; Enterprise ($99 a month) includes 50 downloads and 10 customisations. Credits are counted per plan period and shown in your account with the period’s end date. Plans renew until cancelled.',
      '## Customisations',
      'You are responsible for the text, names and logos you send us and confirm you have the right to use them. We may decline content that is unlawful or infringes someone else’s rights.',
      '## Liability',
      'We test our clips on common controllers but cannot guarantee every sign plays every format. If a clip does not work on your sign, our return policy applies. Our liability is limited to the amount you paid for the order concerned.',
    ].join('\n\n'),
  },
  {
    slug: 'usage-policy',
    title: 'Usage Policy',
    body: [
      'Every Marquee clip comes with a single-use licence: one device per purchase. Here is what that means in practice.',
      '## You may',
      '- Show the clip on the one LED sign (or sign controller) it was bought for, as often and for as long as you like\n- Re-download it for that same sign, for example after replacing the controller\n- Show a customised version made for you on that sign\n- Keep a backup copy of the file for that sign',
      '## You may not',
      '- Play the same purchase on a second sign, screen or location: buy it again or use another download credit\n- Resell, share, sublicense or give away the file, or include it in a template or library\n- Use the clip on the web, in social media, broadcast or video ads\n- Claim the animation as your own work or remove our credits from the file',
      '## Sign installers and agencies',
      'Installing signs for customers? Each customer sign needs its own licence. An Enterprise plan is usually the simplest way to cover many signs; contact us for larger fleets.',
    ].join('\n\n'),
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    body: [
      'Digital files cannot be sent back, so instead of returns we fix problems, and refund you when we cannot.',
      '## When we refund',
      'Tell us within 14 days of delivery and we will refund the order in full if:',
      '- the file does not play on your sign and we cannot deliver a version that does\n- the clip differs materially from its preview in the shop\n- a customisation does not follow the instructions you gave us and we cannot correct it\n- you were charged twice for the same order',
      '## When we do not',
      'Because a clip can be kept once it is downloaded, we do not refund a working, as-described clip after it has been downloaded, or because the wrong size was chosen; we will re-render it at the right size for free instead.',
      '## Subscriptions',
      'You can cancel a plan at any time; it stays active until the end of the paid period. Unused credits do not carry over and are not refunded.',
      '## How to ask',
      'Write to us from the contact page with your order details and, if a file does not play, the make and model of your sign controller. Refunds go back to the card you paid with within 5 to 10 working days.',
    ].join('\n\n'),
  },
]
