/** The seven home layouts of SPEC §2; style 4 is the main one the empty path opens. */
export interface HomeVariant {
  eyebrow: string
  headline: string
  layout: 'split' | 'centered'
  /** Whether the steps come before the product grid. */
  stepsFirst: boolean
}

const main: HomeVariant = {
  eyebrow: 'Animated clips for LED signs',
  headline: 'Make your sign the brightest thing on the street',
  layout: 'split',
  stepsFirst: false,
}

export const HOME_VARIANTS: Record<number, HomeVariant> = {
  1: { ...main, headline: 'Looping ads that stop traffic', layout: 'centered' },
  2: { ...main, eyebrow: 'For car washes, tyre shops and dealers', stepsFirst: true },
  3: {
    ...main,
    headline: 'Ready-made clips, sized to your sign',
    layout: 'centered',
    stepsFirst: true,
  },
  4: main,
  5: { ...main, eyebrow: 'New clips every month', headline: 'Fresh motion for every season' },
  6: { ...main, headline: 'Your offer, in lights', layout: 'centered' },
  7: {
    ...main,
    eyebrow: 'Custom or off the shelf',
    headline: 'From download to display in minutes',
    stepsFirst: true,
  },
}
