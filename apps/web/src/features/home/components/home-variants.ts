/** The sections a home layout is built from, in the order they appear. */
export type SectionKey =
  | 'categories'
  | 'all-clips'
  | 'new-arrivals'
  | 'trending'
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
  eyebrow: string
  headline: string
  railView: RailView
  sections: SectionKey[]
}

/** The seven home layouts of SPEC §2; style 4 is the main one the empty path opens. */
export const HOME_VARIANTS: Record<number, HomeVariant> = {
  1: {
    hero: 'centered',
    eyebrow: 'Animated clips for LED signs',
    headline: 'Looping ads that stop traffic',
    railView: 'cards',
    sections: ['new-arrivals', 'categories', 'deals', 'reviews', 'plans', 'blog'],
  },
  2: {
    hero: 'split',
    eyebrow: 'For car washes, tyre shops and dealers',
    headline: 'Clips made for the forecourt',
    railView: 'cards',
    sections: ['categories', 'trending', 'how-it-works', 'deals', 'reviews', 'plans'],
  },
  3: {
    hero: 'backdrop',
    eyebrow: 'This week on the board',
    headline: 'Ready-made clips, sized to your sign',
    railView: 'cards',
    sections: ['deals', 'new-arrivals', 'trending', 'plans', 'blog'],
  },
  4: {
    hero: 'split',
    eyebrow: 'Animated clips for LED signs',
    headline: 'Make your sign the brightest thing on the street',
    railView: 'tiles',
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
    eyebrow: 'New clips every month',
    headline: 'Fresh motion for every season',
    railView: 'cards',
    sections: ['new-arrivals', 'trending', 'categories', 'blog', 'plans'],
  },
  6: {
    hero: 'centered',
    eyebrow: 'Sales, openings and specials',
    headline: 'Your offer, in lights',
    railView: 'cards',
    sections: ['deals', 'plans', 'trending', 'reviews', 'how-it-works'],
  },
  7: {
    hero: 'split',
    eyebrow: 'Custom or off the shelf',
    headline: 'From download to display in minutes',
    railView: 'cards',
    sections: ['how-it-works', 'categories', 'trending', 'plans', 'reviews', 'blog'],
  },
}

export const MAIN_HOME = 4
