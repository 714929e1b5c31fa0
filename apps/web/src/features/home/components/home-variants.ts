import type { HeroPick } from '../lib/select-sections'

/** The sections a home layout is built from, in the order they appear. */
export type SectionKey =
  | 'categories'
  | 'category-rails'
  | 'all-clips'
  | 'new-arrivals'
  | 'trending'
  | 'top-rated'
  | 'deals'
  | 'plans'
  | 'reviews'
  | 'blog'
  | 'how-it-works'

/** split: text beside the sign; centered: sign under the text; backdrop: clip behind the text. */
export type HeroStyle = 'split' | 'centered' | 'backdrop'

/** cards: full product cards; tiles: compact tiles, for layouts that already list every card. */
export type RailView = 'cards' | 'tiles'

export interface HomeVariant {
  hero: HeroStyle
  /** Which clip the hero plays. */
  heroPick: HeroPick
  eyebrow: string
  headline: string
  railView: RailView
  /** Clips per rail: 4 keeps a rail to one row on a desktop, 8 makes it the page's grid. */
  railSize: number
  sections: SectionKey[]
}

/**
 * The seven home layouts of docs/requirements.md §2; style 4 is the main one the empty path opens. Each leads
 * with something else: new arrivals (1), the businesses (2), the sale (3), the whole shop (4),
 * the seasons (5), what buyers rate (6), how ordering works (7).
 */
export const HOME_VARIANTS: Record<number, HomeVariant> = {
  1: {
    hero: 'centered',
    heroPick: 'new',
    eyebrow: 'Just in from the studio',
    headline: 'New loops for every kind of sign',
    railView: 'cards',
    railSize: 8,
    sections: ['new-arrivals', 'trending', 'categories', 'reviews', 'plans', 'blog'],
  },
  2: {
    hero: 'split',
    heroPick: 'banner',
    eyebrow: 'For every business on the street',
    headline: 'Find the clip written for your trade',
    railView: 'tiles',
    railSize: 3,
    sections: ['categories', 'category-rails', 'how-it-works', 'plans'],
  },
  3: {
    hero: 'backdrop',
    heroPick: 'deal',
    eyebrow: 'Sale on the board',
    headline: 'Marked-down clips, ready at any size',
    railView: 'cards',
    railSize: 8,
    sections: ['deals', 'top-rated', 'plans', 'blog'],
  },
  4: {
    hero: 'split',
    heroPick: 'banner',
    eyebrow: 'Animated clips for LED signs',
    headline: 'Make your sign the brightest thing on the street',
    railView: 'tiles',
    railSize: 4,
    sections: [
      'categories',
      'all-clips',
      'new-arrivals',
      'deals',
      'how-it-works',
      'reviews',
      'plans',
      'blog',
    ],
  },
  5: {
    hero: 'backdrop',
    heroPick: 'banner',
    eyebrow: 'New clips every month',
    headline: 'Fresh motion for every season',
    railView: 'cards',
    railSize: 4,
    sections: ['new-arrivals', 'category-rails', 'blog', 'plans'],
  },
  6: {
    hero: 'centered',
    heroPick: 'banner',
    eyebrow: 'Rated by sign owners',
    headline: 'The clips that bring customers in',
    railView: 'cards',
    railSize: 4,
    sections: ['top-rated', 'reviews', 'trending', 'plans', 'how-it-works'],
  },
  7: {
    hero: 'split',
    heroPick: 'banner',
    eyebrow: 'Custom or off the shelf',
    headline: 'From download to display in minutes',
    railView: 'cards',
    railSize: 4,
    sections: ['how-it-works', 'categories', 'trending', 'plans', 'reviews', 'blog'],
  },
}

export const MAIN_HOME = 4
