import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '@/lib/cn'

interface SectionHeadingProps {
  id: string
  title: string
  text?: string
  link?: { to: string; label: string }
  dark?: boolean
}

/** The h2 every home section opens with, an optional line under it and a link on the right. */
export function SectionHeading({ id, title, text, link, dark = false }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {text && <p className={cn('mt-2', dark ? 'text-zinc-300' : 'text-zinc-600')}>{text}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className={cn(
            'inline-flex items-center gap-1.5 font-semibold hover:underline',
            dark ? 'text-amber-400' : 'text-amber-800',
          )}
        >
          {link.label} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  )
}
