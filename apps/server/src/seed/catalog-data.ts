import type { Category } from '@marquee/core'
import { demoCategories, demoProducts } from './demo-catalog.ts'
import { sampleProductMedia } from './product-media.ts'
import { reviewers } from './reviewers.ts'
import type { SeedProduct } from './seed-product.ts'

/**
 * The sample catalogue (docs/requirements.md §1 "Sample data", docs/requirements.md §10): five automotive clips priced 10 to
 * 20 dollars and their category tree, followed by the demo catalogue (demo-catalog.ts). The media they point at is made by
 * apps/server/scripts/make-media.mjs from media-specs.mjs, which keeps its own copy of the
 * slugs, the on-sign text and the first two colours of each product: change both together.
 */

const sampleCategories: Category[] = [
  {
    parentTitle: 'Automotive',
    children: ['Car Wash', 'Oil Change', 'Tires', 'Detailing', 'Dealerships'],
  },
]

export const seedCategories: Category[] = [...sampleCategories, ...demoCategories]

/** The SPEC's five, in the SPEC's order: their ids are 1 to 5. */
const sampleProducts: SeedProduct[] = [
  {
    slug: 'oil-change-special',
    title: 'Oil Change Special',
    price: 10,
    old_price: null,
    discount: null,
    new: false,
    category: 'Oil Change',
    parentCategory: 'Automotive',
    brand: 'Pixel Forge',
    ...sampleProductMedia('oil-change-special'),
    sm_desc:
      'A bold amber headline scrolls over moving hazard stripes while a price tag pulses underneath. Built to pull drivers off the road for a quick lube stop.',
    quantity: 240,
    status: 'in-stock',
    rating: 4.6,
    reviews: [
      {
        ...reviewers.marcus,
        time: '2026-01-14T16:20:00.000Z',
        rating: 5,
        review_desc:
          'We run this on the pole sign from 7 to 10 every morning and the bays fill up. Changed the price to $34.99 with the customisation option and it came back the next day.',
      },
      {
        ...reviewers.priya,
        time: '2026-02-03T11:05:00.000Z',
        rating: 4,
        review_desc:
          'Reads well from across four lanes. I would have liked a slightly slower scroll, but the loop is perfectly smooth.',
      },
      {
        ...reviewers.dale,
        time: '2026-03-22T18:42:00.000Z',
        rating: 5,
        review_desc:
          'Dropped the MP4 straight onto the controller and it just played. Great value.',
      },
    ],
    details: {
      details_text:
        'Oil Change Special is a four-second loop made for quick-lube shops and service bays. The headline scrolls right to left in amber over slow diagonal hazard stripes, and a price line pulses once a second so the offer is the first thing a driver reads at the light. A chase of red lights runs round the border, the way a classic marquee does.',
      details_list: [
        'Loops seamlessly: the last frame leads straight back into the first',
        'Resolution-independent 2:1 layout, delivered at your sign size',
        '25 fps H.264 MP4 that plays on common LED controllers',
        'Headline and price are editable when you order a customisation',
        'High-contrast amber and red on black for daylight readability',
        'Single-use licence for one sign',
      ],
      details_text_2:
        'Order it as it is for an instant download, or add a customisation and our studio will swap in your price, shop name or hours and render it at your exact pixel width and height. Rush orders are turned round first.',
    },
    sizes: ['Small', 'Medium', 'Large'],
    colors: ['amber', 'red', 'yellow', 'white'],
    dimension: '2:1 (e.g. 192 x 96 px)',
    trending: true,
    banner: false,
  },
  {
    slug: 'headlight-restoration-promo',
    title: 'Headlight Restoration Promo',
    price: 12,
    old_price: null,
    discount: null,
    new: true,
    category: 'Detailing',
    parentCategory: 'Automotive',
    brand: 'Glowline Studio',
    ...sampleProductMedia('headlight-restoration-promo'),
    sm_desc:
      'A cool white sweep of light crosses the sign like a freshly polished lens. Perfect for detailers selling headlight restoration as an add-on.',
    quantity: 180,
    status: 'in-stock',
    rating: 4.3,
    reviews: [
      {
        ...reviewers.sofia,
        time: '2026-02-11T14:30:00.000Z',
        rating: 4,
        review_desc:
          'The light sweep is a clever touch and customers ask about it. White text is a little bright at night, so we dim the sign after dark.',
      },
      {
        ...reviewers.ken,
        time: '2026-03-05T09:12:00.000Z',
        rating: 5,
        review_desc:
          'We booked eleven restorations the first week it ran. Clean, simple and easy to read from the parking lot.',
      },
      {
        ...reviewers.jenna,
        time: '2026-04-18T17:55:00.000Z',
        rating: 4,
        review_desc:
          'Looks sharp on our 128 x 64 sign. Took one customisation round to get our phone number in.',
      },
    ],
    details: {
      details_text:
        'Headlight Restoration Promo sells the before-and-after in four seconds. A soft white beam sweeps across a cyan field from left to right, the service name scrolls through in crisp white and a "like new" line pulses underneath. The motion is calm enough for roads where busy animation is frowned on.',
      details_list: [
        'Seamless four-second loop with no jump at the seam',
        'Resolution-independent 2:1 layout for any sign width',
        '25 fps H.264 MP4, no audio track',
        'Text and colours editable on customisation',
        'Gentle motion that suits strict local sign codes',
      ],
      details_text_2:
        'Pair it with a price or a seasonal message through the customisation form: tell us your sign size and wording and we deliver a clip rendered pixel for pixel for your controller.',
    },
    sizes: ['Small', 'Medium'],
    colors: ['white', 'cyan', 'blue'],
    dimension: '2:1 (e.g. 128 x 64 px)',
    trending: false,
    banner: false,
  },
  {
    slug: 'bubble-car-wash-loop',
    title: 'Bubble Car Wash Loop',
    price: 15,
    old_price: 19,
    discount: 21,
    new: false,
    category: 'Car Wash',
    parentCategory: 'Automotive',
    brand: 'Brightbox',
    ...sampleProductMedia('bubble-car-wash-loop'),
    sm_desc:
      'Foam bubbles rise through a deep blue field while the wash name glides across. A cheerful, always-moving loop for tunnel and self-serve washes.',
    quantity: 500,
    status: 'in-stock',
    rating: 4.8,
    reviews: [
      {
        ...reviewers.dale,
        time: '2026-01-09T13:00:00.000Z',
        rating: 5,
        review_desc:
          'Kids point at the bubbles from the back seat, parents pull in. Best fifteen dollars we have spent on the sign this year.',
      },
      {
        ...reviewers.jenna,
        time: '2026-01-27T10:40:00.000Z',
        rating: 5,
        review_desc:
          'The loop is truly seamless. We play it between our membership and price messages and it never stutters.',
      },
      {
        ...reviewers.priya,
        time: '2026-02-19T19:15:00.000Z',
        rating: 5,
        review_desc:
          'Ordered the purple colourway for our night wash. The studio had it back the next morning.',
      },
      {
        ...reviewers.marcus,
        time: '2026-03-30T08:25:00.000Z',
        rating: 4,
        review_desc:
          'Looks great. The bottom line is small on a very low-resolution sign, so go for the larger size if your sign is under 64 pixels tall.',
      },
    ],
    details: {
      details_text:
        'Bubble Car Wash Loop fills the sign with rising rings of white foam in a deep blue field while "Bubble Car Wash" scrolls across in bright cyan and an "Open 24/7" line pulses below. Every bubble climbs at a speed chosen so that it returns to its starting point exactly when the loop restarts, so the clip can run all day without a visible jump.',
      details_list: [
        'Seamless loop: every bubble and the scroll return to the start at four seconds',
        'Resolution-independent 2:1 layout, sharp at any sign size',
        '25 fps H.264 MP4, small file for slow controller uploads',
        'Wash name, hours and colours editable on customisation',
        'Nine colourways to match your brand',
      ],
      details_text_2:
        'Use it as your attract loop between price messages, or order a customised version with your wash name, membership offer or hours. Tell us your sign dimensions and we render it to fit.',
    },
    sizes: ['Small', 'Medium', 'Large'],
    colors: ['cyan', 'blue', 'purple', 'white', 'green', 'pink', 'yellow', 'orange', 'red'],
    dimension: '2:1 (e.g. 192 x 96 px)',
    trending: true,
    banner: false,
  },
  {
    slug: 'tire-sale-countdown',
    title: 'Tire Sale Countdown',
    price: 18,
    old_price: 24,
    discount: 25,
    new: false,
    category: 'Tires',
    parentCategory: 'Automotive',
    brand: 'Pixel Forge',
    ...sampleProductMedia('tire-sale-countdown'),
    sm_desc:
      'Red chevrons race across the sign under a yellow "Tire Sale" scroll and a ticking countdown. Urgency you can see from the highway.',
    quantity: 320,
    status: 'in-stock',
    rating: 3.7,
    reviews: [
      {
        ...reviewers.ken,
        time: '2026-02-07T15:48:00.000Z',
        rating: 4,
        review_desc:
          'The countdown gets attention and the chevrons feel fast without being tacky. We swapped the wording for our spring sale.',
      },
      {
        ...reviewers.marcus,
        time: '2026-03-12T12:10:00.000Z',
        rating: 3,
        review_desc:
          'Good clip, but our town only allows one change every eight seconds, so we had to hold a still frame. Check your local rules first.',
      },
      {
        ...reviewers.sofia,
        time: '2026-04-02T16:35:00.000Z',
        rating: 4,
        review_desc: 'Bright and readable in full sun. The yellow on black really pops.',
      },
    ],
    details: {
      details_text:
        'Tire Sale Countdown is made for a limited-time event. "Tire Sale" scrolls in bright yellow while red chevrons sweep left to right like tread marks, and the line underneath counts down from four to one on every loop. It works as a standalone message or as the opener before your prices.',
      details_list: [
        'Seamless four-second loop; the countdown restarts cleanly',
        'Resolution-independent 2:1 layout for any sign',
        '25 fps H.264 MP4 with fast-start for quick previews',
        'Sale wording, dates and brand names editable on customisation',
        'Yellow, red and white on black for maximum daylight contrast',
        'Single-use licence for one sign',
      ],
      details_text_2:
        'Add a customisation to name the tyre brands you carry, the discount and the end date. Rush orders get you on the sign before the weekend.',
    },
    sizes: ['Medium', 'Large'],
    colors: ['yellow', 'red', 'white', 'amber'],
    dimension: '2:1 (e.g. 256 x 128 px)',
    trending: false,
    banner: false,
  },
  {
    slug: 'dealership-grand-opening',
    title: 'Dealership Grand Opening',
    price: 20,
    old_price: null,
    discount: null,
    new: true,
    category: 'Dealerships',
    parentCategory: 'Automotive',
    brand: 'Glowline Studio',
    ...sampleProductMedia('dealership-grand-opening'),
    sm_desc:
      'Gold lettering over a slowly turning purple sunburst, with a chase-light border straight off a showroom marquee. Announce your opening in style.',
    quantity: 150,
    status: 'in-stock',
    rating: 4.5,
    reviews: [
      {
        ...reviewers.priya,
        time: '2026-04-10T11:20:00.000Z',
        rating: 5,
        review_desc:
          'Ran it for the two weeks around our opening weekend. It looks expensive, which is exactly what we wanted.',
      },
      {
        ...reviewers.jenna,
        time: '2026-05-06T14:05:00.000Z',
        rating: 4,
        review_desc:
          'Lovely animation. We added our logo through the customisation form and it was delivered the same week.',
      },
    ],
    details: {
      details_text:
        'Dealership Grand Opening turns any message board into a showroom marquee. A purple sunburst turns slowly behind the words, "Grand Opening" glides across in gold, "Now Open" pulses below and a chase of lights runs round the frame. It is just as good for anniversaries, model launches and sales events.',
      details_list: [
        'Seamless loop: the sunburst turns exactly two rays every four seconds',
        'Resolution-independent 2:1 layout, rendered to your sign size',
        '25 fps H.264 MP4 for common LED controllers',
        'Dealer name, dates and logo editable on customisation',
        'Chase-light border in the classic marquee style',
      ],
      details_text_2:
        'Order a customisation with your dealership name, opening date and logo, and we will match your brand colours. Add a rush order if the ribbon-cutting is this week.',
    },
    sizes: ['Small', 'Medium', 'Large'],
    colors: ['yellow', 'purple', 'green', 'white'],
    dimension: '2:1 (e.g. 384 x 192 px)',
    trending: false,
    banner: true,
  },
]

export const seedProducts: SeedProduct[] = [...sampleProducts, ...demoProducts]
