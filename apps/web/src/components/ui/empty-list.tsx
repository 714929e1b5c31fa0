import { Link } from 'react-router'
import { buttonClass } from './button-styles'
import { OopsIllustration } from './oops-illustration'

interface EmptyListProps {
  message: string
  action: string
  to?: string
}

/** The empty cart, wishlist or compare list: the SPEC's message and a way back to the shop. */
export function EmptyList({ message, action, to = '/shop' }: EmptyListProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-zinc-200">
      <OopsIllustration className="w-48 max-w-full" />
      <h2 className="text-2xl font-bold text-zinc-900">{message}</h2>
      <Link to={to} className={buttonClass('dark')}>
        {action}
      </Link>
    </div>
  )
}
