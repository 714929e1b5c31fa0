import type { Review } from '@marquee/core'
import { seedProducts } from '../catalog-data.ts'
import type { SeedProduct } from '../seed-product.ts'
import { createRandom, type Random } from './random.ts'
import {
  brandNames,
  bulletPool,
  colorNames,
  motions,
  sizeNames,
  type Theme,
  themes,
  titleFormats,
  titleOpeners,
} from './themes.ts'

export interface GenerateOptions {
  count: number
  /** Same seed, same catalogue. */
  seed?: number
  /** Numbers slugs from here, so repeated runs into one database never collide. */
  firstIndex?: number
}

const reviewerNames = ['Marcus Bell', 'Priya Nair', 'Dale Hutchins', 'Sofia Alvarez', 'Ken Okafor']
const reviewLines = [
  'Reads well from the road and the loop is perfectly smooth.',
  'Customers mention it at the counter. Worth every cent.',
  'Dropped it onto the controller and it just played.',
  'A little bright at night, so we dim the sign after dark.',
]

/** Realistic clips for benchmarks and paging tests; media is borrowed from the sample clips. */
export function generateProducts({
  count,
  seed = 1,
  firstIndex = 1,
}: GenerateOptions): SeedProduct[] {
  const random = createRandom(seed)
  const subjects = themes.flatMap((theme) =>
    Object.entries(theme.children).flatMap(([category, topics]) =>
      topics.map((topic) => ({ theme, category, topic })),
    ),
  )
  return Array.from({ length: count }, (_, offset) => {
    const subject = random.pick(subjects)
    return makeProduct(random, firstIndex + offset, subject)
  })
}

function makeProduct(
  random: Random,
  index: number,
  subject: { theme: Theme; category: string; topic: string },
): SeedProduct {
  const { theme, category, topic } = subject
  const title = `${random.pick(titleOpeners)} ${topic} ${random.pick(titleFormats)}`
  const price = random.int(5, 59) + (random.chance(0.5) ? 0.99 : 0)
  const onSale = random.chance(0.25)
  const oldPrice = onSale ? Math.round((price + random.int(3, 15)) * 100) / 100 : null
  const motion = random.pick(motions)
  const colors = random.sample(colorNames, random.int(2, 6))
  const media = random.pick(seedProducts)
  const sizes = sizeNames.filter(() => random.chance(0.6))
  return {
    slug: `synthetic-${index}-${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`,
    title,
    price,
    old_price: oldPrice,
    discount: oldPrice === null ? null : Math.round((1 - price / oldPrice) * 100),
    new: random.chance(0.15),
    category,
    parentCategory: theme.parentTitle,
    brand: random.pick(brandNames),
    img: media.img,
    thumb_img: media.thumb_img,
    related_images: media.related_images,
    banner_img: media.banner_img,
    videoLink: media.videoLink,
    sm_desc: `${/^[aeiou]/.test(colors[0] ?? '') ? 'An' : 'A'} ${colors[0]} headline that ${motion}. Made for ${category.toLowerCase()} signs that need to say "${topic}" at a glance.`,
    quantity: random.int(0, 400),
    status: random.chance(0.05) ? 'out-of-stock' : 'in-stock',
    rating: Math.round((3 + random.next() * 2) * 10) / 10,
    reviews: makeReviews(random),
    details: {
      details_text: `${title} is a ${random.int(3, 8)}-second loop for ${theme.parentTitle.toLowerCase()} businesses. The message ${motion}, in ${colors.join(', ')} on black.`,
      details_list: [
        `${topic} message in ${colors[0]}, built for ${category.toLowerCase()} signs`,
        ...random.sample(bulletPool, random.int(2, 4)),
      ],
      details_text_2: `Order it as it is for an instant download, or add a customisation with your own ${topic.toLowerCase()} wording.`,
    },
    sizes: sizes.length > 0 ? sizes : ['Medium'],
    colors,
    dimension: random.pick(['2:1 (e.g. 192 x 96 px)', '4:1 (e.g. 256 x 64 px)', '16:9']),
    trending: random.chance(0.1),
    banner: random.chance(0.02),
  }
}

function makeReviews(random: Random): Review[] {
  return Array.from({ length: random.int(0, 2) }, (_, index) => ({
    img: `/media/avatars/${index + 1}.jpg`,
    name: random.pick(reviewerNames),
    time: new Date(Date.UTC(2026, random.int(0, 5), random.int(1, 28))).toISOString(),
    rating: random.int(3, 5),
    review_desc: random.pick(reviewLines),
  }))
}

let customIndex = 0

/** One generated clip with some fields chosen, for tests that need a particular product. */
export function makeSyntheticProduct(fields: Partial<SeedProduct> = {}): SeedProduct {
  customIndex += 1
  const [product] = generateProducts({ count: 1, seed: 1000 + customIndex, firstIndex: 0 })
  const slug = `custom-${customIndex}-${Date.now().toString(36)}`
  return { ...(product as SeedProduct), slug, ...fields }
}
