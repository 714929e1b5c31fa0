import { Check } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { BreadcrumbBanner } from '@/features/layout'
import { cn } from '@/lib/cn'
import { PLANS } from '../content/plans'

export function SubscribePage() {
  return (
    <>
      <BreadcrumbBanner title="Subscribe" promo="Fresh clips for your sign every month" />
      <Container className="py-12 sm:py-16">
        <h2 className="text-center text-3xl font-extrabold tracking-tight">Choose a plan</h2>
        <p className="mx-auto mt-3 max-w-xl text-center text-zinc-700">
          Plans give you download and customisation credits each month. Log in to subscribe; you can
          cancel at any time.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => {
            const featured = plan.name === 'Pro'
            return (
              <li
                key={plan.name}
                className={cn(
                  'flex flex-col gap-5 rounded-3xl p-7 ring-1',
                  featured ? 'bg-zinc-950 text-white ring-zinc-950' : 'bg-white ring-zinc-200',
                )}
              >
                <h3 className="text-xl font-bold">{plan.name}</h3>
                <p>
                  <span className="text-4xl font-extrabold">{plan.price}</span>
                  <span className={featured ? 'text-zinc-300' : 'text-zinc-600'}>
                    {plan.period}
                  </span>
                </p>
                <ul className="flex flex-col gap-2.5">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5">
                      <Check
                        aria-hidden="true"
                        className={cn(
                          'size-5 shrink-0',
                          featured ? 'text-amber-400' : 'text-emerald-600',
                        )}
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to="/login"
                  className={buttonClass(featured ? 'primary' : 'dark', 'md', 'mt-auto')}
                >
                  {plan.name === 'Free' ? 'Create an account' : `Log in to get ${plan.name}`}
                </Link>
              </li>
            )
          })}
        </ul>
      </Container>
    </>
  )
}
