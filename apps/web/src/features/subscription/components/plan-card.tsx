import { formatPrice, type Plan } from '@marquee/core'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { planFeatures } from './plan-features'

interface PlanCardProps {
  plan: Plan
  featured: boolean
  current: boolean
  children: ReactNode
}

/** One plan: price per period, its downloads and customisations, and its button. */
export function PlanCard({ plan, featured, current, children }: PlanCardProps) {
  const headingId = `plan-${plan.name.toLowerCase()}`
  return (
    <li
      aria-labelledby={headingId}
      data-testid="plan-card"
      className={cn(
        'relative flex flex-col gap-5 rounded-3xl p-7',
        featured ? 'bg-zinc-950 text-white' : 'bg-white',
        current
          ? 'ring-2 ring-amber-400'
          : featured
            ? 'ring-1 ring-zinc-950'
            : 'ring-1 ring-zinc-200',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold">
          {plan.name}
        </h3>
        {current ? (
          <span className="rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-zinc-950">
            Your plan
          </span>
        ) : (
          featured && (
            <span className="rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-amber-300">
              Most popular
            </span>
          )
        )}
      </div>
      <p>
        <span className="text-4xl font-extrabold">
          {plan.price === 0 ? '$0' : formatPrice(plan.price).replace(/\.00$/, '')}
        </span>
        {plan.price > 0 && (
          <span className={featured ? 'text-zinc-300' : 'text-zinc-600'}>/month</span>
        )}
      </p>
      <ul className="flex flex-col gap-2.5">
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check
              aria-hidden="true"
              className={cn('size-5 shrink-0', featured ? 'text-amber-400' : 'text-emerald-600')}
            />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto">{children}</div>
    </li>
  )
}
