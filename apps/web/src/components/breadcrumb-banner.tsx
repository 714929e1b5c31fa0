import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'

export interface Crumb {
  label: string
  to?: string
}

interface BreadcrumbBannerProps {
  title: string
  /** Trail between Home and the current page. */
  trail?: Crumb[]
  /** docs/requirements.md §2: optional promotional text under the title. */
  promo?: string
}

/**
 * The dark banner that opens every inner page; it holds the page's one <h1>. On a phone it is
 * a slim strip, so what the page is about starts on the first screen.
 */
export function BreadcrumbBanner({ title, trail = [], promo }: BreadcrumbBannerProps) {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/home/home-style-4' }, ...trail, { label: title }]
  return (
    <section className="led-dots relative overflow-hidden bg-zinc-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-r from-amber-500/15 via-transparent to-orange-600/15"
      />
      <Container className="relative flex flex-col items-center gap-1.5 py-5 text-center sm:gap-3 sm:py-16">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center justify-center gap-1.5 text-sm text-zinc-300">
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${crumb.to}`} className="flex items-center gap-1.5">
                {index > 0 && (
                  <ChevronRight aria-hidden="true" className="size-3.5 text-zinc-500" />
                )}
                {crumb.to ? (
                  <Link to={crumb.to} className="hover:text-amber-300">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="font-semibold text-amber-300">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {promo && (
          <p className="mt-1 rounded-full bg-amber-400 px-4 py-1.5 text-sm font-semibold text-zinc-950">
            {promo}
          </p>
        )}
      </Container>
    </section>
  )
}
