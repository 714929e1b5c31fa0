import type { CheckoutSession } from '@marquee/core'
import { CircleCheck, CircleX, LoaderCircle, Undo2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface Outcome {
  icon: ReactNode
  heading: string
  text: string
  tone: string
}

const iconClass = 'size-12'

const outcomes: Record<CheckoutSession['status'], Outcome> = {
  open: {
    icon: <LoaderCircle aria-hidden="true" className={cn(iconClass, 'animate-spin')} />,
    heading: 'Confirming your payment',
    text: 'This takes a few seconds. Keep this page open; your cart stays as it is until the payment is confirmed.',
    tone: 'bg-amber-100 text-amber-700',
  },
  complete: {
    icon: <CircleCheck aria-hidden="true" className={iconClass} />,
    heading: 'Thank you, your payment is confirmed',
    text: 'A confirmation is on its way to your email. Your orders are in your account.',
    tone: 'bg-emerald-100 text-emerald-700',
  },
  expired: {
    icon: <CircleX aria-hidden="true" className={iconClass} />,
    heading: 'This checkout has expired',
    text: 'Nothing was charged. Your cart is as you left it: check out again when you are ready.',
    tone: 'bg-rose-100 text-rose-700',
  },
  failed: {
    icon: <CircleX aria-hidden="true" className={iconClass} />,
    heading: 'The payment did not go through',
    text: 'Nothing was charged. Your cart is as you left it: try again, perhaps with another card.',
    tone: 'bg-rose-100 text-rose-700',
  },
  refunded: {
    icon: <Undo2 aria-hidden="true" className={iconClass} />,
    heading: 'This payment was refunded',
    text: 'The amount is on its way back to your card.',
    tone: 'bg-zinc-200 text-zinc-700',
  },
}

const paidText: Record<CheckoutSession['kind'], string> = {
  cart: outcomes.complete.text,
  subscription:
    'Your plan is active and its credits are in your account. A confirmation is on its way to your email.',
  credit_pack: 'The credits are added to your plan. A confirmation is on its way to your email.',
}

/** The checkout's state in words a customer acts on, announced as it changes. */
export function CheckoutOutcome({ status, kind }: Pick<CheckoutSession, 'status' | 'kind'>) {
  const outcome =
    status === 'complete' ? { ...outcomes.complete, text: paidText[kind] } : outcomes[status]
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <span className={cn('rounded-full p-3', outcome.tone)}>{outcome.icon}</span>
      <h2 className="text-2xl font-bold text-zinc-900 sm:text-3xl">{outcome.heading}</h2>
      <p className="max-w-md text-zinc-700">{outcome.text}</p>
    </div>
  )
}
