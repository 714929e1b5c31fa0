import { Check } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { PLANS } from '@/features/pages'
import { cn } from '@/lib/cn'
import { SectionHeading } from './section-heading'

/** How many of each plan's features the teaser lists; the subscribe page has them all. */
const TEASER_FEATURES = 2

export function PlansTeaserSection() {
  return (
    <section aria-labelledby="plans" className="bg-zinc-950 py-14 text-white sm:py-16">
      <Container>
        <SectionHeading
          id="plans"
          title="Plans for every sign"
          text="Buy clips one by one, or subscribe for monthly download and customisation credits."
          dark
        />
        <ul className="grid gap-4 md:grid-cols-3">
          {PLANS.map((plan) => {
            const featured = plan.name === 'Pro'
            return (
              <li
                key={plan.name}
                className={cn(
                  'flex flex-col gap-3 rounded-2xl p-6 ring-1',
                  featured
                    ? 'bg-amber-400 text-zinc-950 ring-amber-300'
                    : 'bg-zinc-900 ring-white/10',
                )}
              >
                <h3 className="text-lg font-bold">{plan.name}</h3>
                <p>
                  <span className="text-3xl font-extrabold">{plan.price}</span>
                  <span className={featured ? 'text-zinc-800' : 'text-zinc-300'}>
                    {plan.period}
                  </span>
                </p>
                <ul className="flex flex-col gap-2">
                  {plan.features.slice(0, TEASER_FEATURES).map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check
                        aria-hidden="true"
                        className={cn(
                          'size-5 shrink-0',
                          featured ? 'text-zinc-950' : 'text-amber-400',
                        )}
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
        <div className="mt-8 text-center">
          <Link to="/pages/subscribe" className={buttonClass('primary', 'lg')}>
            Compare plans
          </Link>
        </div>
      </Container>
    </section>
  )
}
