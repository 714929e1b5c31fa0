/** docs/requirements.md §10 seeded plan defaults, shown on the subscribe page. */
export const PLANS = [
  {
    name: 'Free',
    price: '$0',
    period: '',
    features: ['Buy clips one by one', 'Any size and format', 'Customise any clip for $35'],
  },
  {
    name: 'Pro',
    price: '$29',
    period: '/month',
    features: ['10 downloads a month', '2 customisations a month', 'Rush orders +$40'],
  },
  {
    name: 'Enterprise',
    price: '$99',
    period: '/month',
    features: [
      '50 downloads a month',
      '10 customisations a month',
      'Best for installers and fleets',
    ],
  },
] as const
